# Build Gouji Desktop for Windows into dist\:
#   dist\gouji-desktop\                       the onedir bundle (gouji.exe + _internal\)
#   dist\GoujiDesktop-Setup-VERSION.exe       the installer (Inno Setup: Start-menu shortcut, uninstaller)
# Optional: GOUJI_SIGN_PFX (a .pfx code-signing certificate) and GOUJI_SIGN_PASSWORD sign gouji.exe,
# the setup and the uninstaller with signtool (Windows SDK).
#
# Usage (PowerShell 5.1 or 7):  powershell -ExecutionPolicy Bypass -File build_scripts\build_windows.ps1 [-BundleOnly]
# Needs Python 3.11+ on PATH (python.org installer or `py`), and Inno Setup 6 (6.3 or newer; the release
# pins $InnoSetupVersion below: `choco install innosetup --version 6.5.4`), found wherever it is installed. PyInstaller comes from pip, into build\venv-windows.
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

# The Inno Setup release gouji.iss is written for (its wizard's Chinese translation, x64compatible).
# The release workflow installs exactly this one (choco install innosetup --version ...); a local
# build takes any Inno Setup 6 from 6.3 on. tests/build/test_workflows.py keeps the two in step.
$InnoSetupVersion = "6.5.4"

function Get-InnoVersion([string]$Path) {
    $info = (Get-Item $Path).VersionInfo
    $text = if ($info.ProductVersion) { $info.ProductVersion } else { $info.FileVersion }
    if ($text -match "(\d+)\.(\d+)\.(\d+)") { return [version]"$($Matches[1]).$($Matches[2]).$($Matches[3])" }
    return [version]"0.0.0"
}

# ISCC.exe wherever the installed Inno Setup put it: ISCC (a path) if set, PATH, the uninstall keys of
# every Inno Setup in the registry (per machine, 32- and 64-bit views, and per user), then the usual
# folders of any major version. The pinned release wins; otherwise the newest 6.x from 6.3 on.
function Find-InnoSetup {
    $candidates = @()
    if ($env:ISCC) { $candidates += $env:ISCC }
    $onPath = Get-Command iscc.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source
    if ($onPath) { $candidates += $onPath }
    $keys = @("HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\Inno Setup *_is1",
        "HKLM:\SOFTWARE\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\Inno Setup *_is1",
        "HKCU:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall\Inno Setup *_is1")
    foreach ($key in $keys) {
        Get-ItemProperty $key -ErrorAction SilentlyContinue | ForEach-Object {
            if ($_.PSObject.Properties["InstallLocation"] -and $_.InstallLocation) {
                $candidates += Join-Path $_.InstallLocation "ISCC.exe"
            }
        }
    }
    foreach ($root in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, (Join-Path $env:LOCALAPPDATA "Programs"))) {
        if ($root) { $candidates += Get-ChildItem (Join-Path $root "Inno Setup *\ISCC.exe") -ErrorAction SilentlyContinue |
            Select-Object -ExpandProperty FullName }
    }
    $found = $candidates | Where-Object { $_ -and (Test-Path $_) } | Select-Object -Unique |
        ForEach-Object { [pscustomobject]@{ Path = $_; Version = (Get-InnoVersion $_) } }
    if (-not $found) {
        throw "Inno Setup was not found. Install Inno Setup $InnoSetupVersion (choco install innosetup --version $InnoSetupVersion), or set ISCC to the path of its ISCC.exe"
    }
    $pinned = $found | Where-Object { $_.Version -eq [version]$InnoSetupVersion } | Select-Object -First 1
    if ($pinned) { return $pinned.Path }
    $usable = $found | Where-Object { $_.Version.Major -eq 6 -and $_.Version -ge [version]"6.3.0" } |
        Sort-Object Version -Descending | Select-Object -First 1
    if ($usable) { return $usable.Path }
    $seen = ($found | ForEach-Object { "$($_.Version) at $($_.Path)" }) -join "; "
    throw "gouji.iss is written for Inno Setup 6 (6.3 or newer; the release uses $InnoSetupVersion), but only this was found: $seen. Install it with: choco install innosetup --version $InnoSetupVersion --allow-downgrade"
}

$Venv = [Environment]::GetEnvironmentVariable("BUILD_VENV")
if (-not $Venv) { $Venv = "build\venv-windows" }
$Python = [Environment]::GetEnvironmentVariable("PYTHON")
if (-not $Python) { $Python = "python" }
Write-Host "== build venv: $Venv"
if (-not (Test-Path "$Venv\Scripts\python.exe")) { Invoke-Tool $Python @("-m", "venv", $Venv) }
$Py = (Resolve-Path "$Venv\Scripts\python.exe").Path
Remove-Item -Recurse -Force -ErrorAction SilentlyContinue "build\lib", "build\bdist.win-amd64"
# exact versions, every leg alike (build_scripts\build-lock.txt)
Invoke-Tool $Py @("-m", "pip", "install", "-q", "-c", "build_scripts\build-lock.txt", ".[build,lan]")
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
$Iscc = Find-InnoSetup
Write-Host "Inno Setup compiler: $Iscc ($(Get-InnoVersion $Iscc))"
$IsccArgs = @("/Q", "/DAppVersion=$Version")
if ($SignTool) {
    # Inno Setup signs the setup and the uninstaller with this command ($f: the file, $q: a quote)
    $IsccArgs += @("/DSign", "/Ssigntool=`$q$SignTool`$q sign /fd SHA256 /f `$q$SignPfx`$q /p `$q$env:GOUJI_SIGN_PASSWORD`$q /tr http://timestamp.digicert.com /td SHA256 `$f")
}
Invoke-Tool $Iscc ($IsccArgs + @("build_scripts\gouji.iss"))
Get-Item "dist\GoujiDesktop-Setup-$Version.exe" | ForEach-Object { Write-Host "$($_.FullName): $([math]::Round($_.Length / 1MB, 1)) MB" }
