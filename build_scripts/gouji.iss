; Inno Setup 6 script: dist\GoujiDesktop-Setup-VERSION.exe from the PyInstaller bundle dist\gouji-desktop\.
; Built by build_windows.ps1:  iscc /DAppVersion=0.1.0 build_scripts\gouji.iss
; Installs per user by default (no admin prompt; the wizard offers all users), adds a Start-menu
; shortcut and an uninstaller (Settings > Apps, and the Start-menu entry). Uninstalling keeps the
; player's settings and saves (%LOCALAPPDATA%\GoujiDesktop).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Gouji Desktop"
#define AppExe "gouji.exe"

[Setup]
; the AppId identifies the app across versions: never change it
AppId={{8D6BEBF1-9518-4AED-9D49-19FBCB0D8A9D}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Gouji Desktop developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\dist
OutputBaseFilename=GoujiDesktop-Setup-{#AppVersion}
SetupIconFile=..\assets\icons\gouji.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\dist\gouji-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

