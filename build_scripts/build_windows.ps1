# Build Gouji Desktop for Windows into dist\:
#   dist\gouji-desktop\                       the onedir bundle (gouji.exe + _internal\)
#   dist\GoujiDesktop-Setup-VERSION.exe       the installer (Inno Setup: Start-menu shortcut, uninstaller)
# Optional: GOUJI_SIGN_PFX (a .pfx code-signing certificate) and GOUJI_SIGN_PASSWORD sign gouji.exe,
# the setup and the uninstaller with signtool (Windows SDK).
#
# Usage (PowerShell 5.1 or 7):  powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1 [-BundleOnly]
# Needs Python 3.11+ on PATH (python.org installer or `py`), and Inno Setup 6.3+ (iscc.exe on PATH or in its
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

Write-Host "== the AI compiled (mypyc; GOUJI_PURE_AI=1 leaves it Python)"
$Site = (& $Py -c "import sysconfig; print(sysconfig.get_paths()['purelib'])").Trim()
Invoke-Tool $Py @("build_scripts\compile_ai.py", "--clean", "--target", $Site)
if ($env:GOUJI_PURE_AI -ne "1") { Invoke-Tool $Py @("build_scripts\compile_ai.py", "--target", $Site) }

Write-Host "== PyInstaller: dist\gouji-desktop (version $Version)"
Remove-Item -Recurse -Force -ErrorAction SilentlyContinue "dist\gouji-desktop"
Invoke-Tool $Py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "build_scripts\gouji.spec")

Write-Host "== licences: LICENSE.txt and THIRD-PARTY-NOTICES.txt in the bundle"
Invoke-Tool $Py @("build_scripts\third_party_notices.py", "--bundle", "dist\gouji-desktop",
    "--out", "dist\gouji-desktop\THIRD-PARTY-NOTICES.txt")
Copy-Item -Force "LICENSE" "dist\gouji-desktop\LICENSE.txt"

# Code signing, when a certificate is given (the release workflow sets GOUJI_SIGN_PFX from the
# WINDOWS_CERT_PFX secret): gouji.exe here, the setup and its uninstaller through Inno Setup below.
# Without it nothing is signed and SmartScreen warns on first start (docs/building.md).
$SignPfx = [Environment]::GetEnvironmentVariable("GOUJI_SIGN_PFX")
$SignTool = $null
if ($SignPfx) {
    $SignTool = Get-Command signtool.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source
    if (-not $SignTool) {
        $SignTool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" -ErrorAction SilentlyContinue |
            Sort-Object FullName -Descending | Select-Object -First 1 -ExpandProperty FullName
    }
    if (-not $SignTool) { throw "GOUJI_SIGN_PFX is set but signtool.exe (Windows SDK) was not found" }
    $SignArgs = @("sign", "/fd", "SHA256", "/f", $SignPfx, "/p", $env:GOUJI_SIGN_PASSWORD,
        "/tr", "http://timestamp.digicert.com", "/td", "SHA256")
    Write-Host "== signing gouji.exe"
    Invoke-Tool $SignTool ($SignArgs + @("dist\gouji-desktop\gouji.exe"))
}

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
# its AI is compiled and chooses exactly as this checkout's Python does
Invoke-Tool $Py @("build_scripts\check_ai_fingerprint.py", $Report)
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
$IsccArgs = @("/Q", "/DAppVersion=$Version")
if ($SignTool) {
    # Inno Setup signs the setup and the uninstaller with this command ($f: the file, $q: a quote)
    $IsccArgs += @("/DSign", "/Ssigntool=`$q$SignTool`$q sign /fd SHA256 /f `$q$SignPfx`$q /p `$q$env:GOUJI_SIGN_PASSWORD`$q /tr http://timestamp.digicert.com /td SHA256 `$f")
}
Invoke-Tool $Iscc ($IsccArgs + @("build_scripts\gouji.iss"))
Get-Item "dist\GoujiDesktop-Setup-$Version.exe" | ForEach-Object { Write-Host "$($_.FullName): $([math]::Round($_.Length / 1MB, 1)) MB" }
