; Inno Setup script: dist\GoujiDesktop-Setup-VERSION.exe from the PyInstaller bundle dist\gouji-desktop\.
; Built by build_windows.ps1:  iscc /DAppVersion=0.1.0 build_scripts\gouji.iss
; Needs Inno Setup 6.3 or newer (x64compatible) with its Chinese Simplified translation
; (Languages\ChineseSimplified.isl, shipped with current Inno Setup 6 releases).
; Installs per user by default (no admin prompt; the wizard offers all users), in Chinese or English
; (the Windows display language picks; the wizard asks when it is neither), adds a Start-menu shortcut,
; registers .gouji-replay files (a double-click opens the replay in the game) and an uninstaller.
; An upgrade first deletes the previous version's bundle folder, so no stale module outlives it.
; Uninstalling asks whether to remove the player's settings, saves, statistics, replays and logs
; (%LOCALAPPDATA%\GoujiDesktop); the default answer, and a silent uninstall, keep them.
; With /DSign (and iscc's /Ssigntool=...) the setup and the uninstaller are signed.
; Saved as UTF-8 with a byte-order mark: Inno Setup reads a script without one in the ANSI code page.

#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (choco upgrade innosetup)
#endif
#define ChineseMessages AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl"
#if !FileExists(ChineseMessages)
  #error This Inno Setup has no Languages\ChineseSimplified.isl: upgrade Inno Setup 6 (choco upgrade innosetup)
#endif

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Gouji Desktop"
#define AppExe "gouji.exe"
#define DataFolder "GoujiDesktop"
#define ReplayExtension ".gouji-replay"
#define ReplayProgId "GoujiDesktop.Replay"

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
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage
ChangesAssociations=yes
#ifdef Sign
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
chinesesimplified.ReplayFileType=够级录像
english.ReplayFileType=Gouji replay
chinesesimplified.RemovePlayerData=是否同时删除你的设置、存档、战绩统计、录像和日志？%n%n它们在 %1%n%n选“否”则保留，重新安装后可以继续使用。
english.RemovePlayerData=Also remove your settings, saved games, statistics, replays and logs?%n%nThey are in %1%n%nChoose No to keep them for a later install.

[InstallDelete]
; the previous version's bundle: its modules and libraries must not mix with the new ones
Type: filesandordirs; Name: "{app}\_internal"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\dist\gouji-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .gouji-replay: a double-click (or "Open with") starts `gouji.exe <file>`, which opens the replay viewer
Root: HKA; Subkey: "Software\Classes\{#ReplayExtension}"; ValueType: string; ValueName: ""; ValueData: "{#ReplayProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ReplayExtension}\OpenWithProgids"; ValueType: string; ValueName: "{#ReplayProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ReplayProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:ReplayFileType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ReplayProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ReplayProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
{ Uninstall: keep the player's data unless the player says otherwise; "No" is the default button. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  DataDir: String;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  DataDir := ExpandConstant('{localappdata}\{#DataFolder}');
  if UninstallSilent or not DirExists(DataDir) then
    exit;
  if MsgBox(FmtMessage(CustomMessage('RemovePlayerData'), [DataDir]), mbConfirmation,
            MB_YESNO or MB_DEFBUTTON2) = IDYES then
    DelTree(DataDir, True, True, True);
end;
