# Build Gouji Desktop for Windows into dist\:
#   dist\gouji-desktop\                       the onedir bundle (gouji.exe + _internal\)
#   dist\GoujiDesktop-Setup-VERSION.exe       the installer (Inno Setup: Start-menu shortcut, uninstaller)
#
# Usage (PowerShell 5.1 or 7):  powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1 [-BundleOnly]
# Needs Python 3.11+ on PATH (python.org installer or `py`), and Inno Setup 6 (iscc.exe on PATH or in its
# default folder; `choco install innosetup`). PyInstaller comes from pip, into build\venv-windows.
param([switch]$BundleOnly)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version 3
Set-Location (Split-Path -Parent $PSScriptRoot)
$env:PIP_DISABLE_PIP_VERSION_CHECK = "1"
$env:PYGAME_HIDE_SUPPORT_PROMPT = "1"

function Invoke-Tool([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

$Venv = [Environment]::GetEnvironmentVariable("BUILD_VENV")
if (-not $Venv) { $Venv = "build\venv-windows" }
$Python = [Environment]::GetEnvironmentVariable("PYTHON")
if (-not $Python) { $Python = "python" }
Write-Host "== build venv: $Venv"
if (-not (Test-Path "$Venv\Scripts\python.exe")) { Invoke-Tool $Python @("-m", "venv", $Venv) }
$Py = (Resolve-Path "$Venv\Scripts\python.exe").Path
Remove-Item -Recurse -Force -ErrorAction SilentlyContinue "build\lib", "build\bdist.win-amd64"
Invoke-Tool $Py @("-m", "pip", "install", "-q", ".[build]")
Invoke-Tool $Py @("-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", ".")
$Version = (& $Py -c "import gouji_desktop; print(gouji_desktop.__version__)").Trim()

Write-Host "== PyInstaller: dist\gouji-desktop (version $Version)"
Remove-Item -Recurse -Force -ErrorAction SilentlyContinue "dist\gouji-desktop"
Invoke-Tool $Py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "build_scripts\gouji.spec")

Write-Host "== self-test of the bundle"
# a windowed exe has no console: wait for it, then read the report it leaves in %TEMP%
$Report = Join-Path ([IO.Path]::GetTempPath()) "gouji-self-test.txt"
Remove-Item -Force -ErrorAction SilentlyContinue $Report
$Exe = (Resolve-Path "dist\gouji-desktop\gouji.exe").Path
$Run = Start-Process -FilePath $Exe -ArgumentList "--self-test" -Wait -PassThru
$Passed = (Test-Path $Report) -and (Select-String -Quiet -Pattern "^self-test passed$" -Path $Report)
if (Test-Path $Report) { Get-Content $Report }
if ($Run.ExitCode -ne 0 -or -not $Passed) {
    throw "the bundle's self-test failed (exit code $($Run.ExitCode))"
}
# the bundle reports the version the installer is named after (a windowed exe prints nothing, so
# the report's first line is the evidence: "Gouji Desktop $Version self-test (...)")
if (-not ((Get-Content $Report -TotalCount 1) -like "Gouji Desktop $Version self-test *")) {
    throw "the bundle does not report version $Version"
}
if ($BundleOnly) { exit 0 }

Write-Host "== installer"
$Iscc = Get-Command iscc.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source
if (-not $Iscc) {
    $Iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
        "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe") | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc) { throw "Inno Setup 6 not found: install it (choco install innosetup) or put iscc.exe on PATH" }
Invoke-Tool $Iscc @("/Q", "/DAppVersion=$Version", "build_scripts\gouji.iss")
Get-Item "dist\GoujiDesktop-Setup-$Version.exe" | ForEach-Object { Write-Host "$($_.FullName): $([math]::Round($_.Length / 1MB, 1)) MB" }
