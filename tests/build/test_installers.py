"""What the installers do on a player's machine, read from the scripts that make them: the Windows
wizard (languages, upgrade clean-up, keep-or-remove player data, replay files, signing), the macOS
disk image (retry, signing and notarisation only with secrets) and the .deb's metadata."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "build_scripts"


def iss() -> str:
    raw = (SCRIPTS / "gouji.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 BOM, or Inno Setup reads the Chinese text as ANSI
    return raw.decode("utf-8-sig")


def iss_section(name: str) -> str:
    found = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", iss(), flags=re.M | re.S)
    assert found, name
    return found.group(1)


def test_the_windows_wizard_speaks_chinese_and_english_and_states_its_inno_setup_version() -> None:
    languages = iss_section("Languages")
    assert 'MessagesFile: "compiler:Languages\\ChineseSimplified.isl"' in languages
    assert 'MessagesFile: "compiler:Default.isl"' in languages
    assert "#if VER < EncodeVer(6, 3, 0)" in iss() and "#error Inno Setup 6.3 or newer" in iss()
    custom = iss_section("CustomMessages")
    for key in ("ReplayFileType", "RemovePlayerData"):
        assert f"chinesesimplified.{key}=" in custom and f"english.{key}=" in custom


def test_an_upgrade_deletes_the_previous_bundle_before_installing() -> None:
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in iss_section("InstallDelete")


def test_uninstall_keeps_player_data_unless_the_player_says_remove() -> None:
    code = iss_section("Code")
    assert "usPostUninstall" in code
    assert "if UninstallSilent or not DirExists(DataDir) then\n    exit;" in code  # silent: keep
    assert "MB_YESNO or MB_DEFBUTTON2" in code  # the default button is No: keep
    assert "DelTree(DataDir, True, True, True)" in code.split("= IDYES then")[1]
    # the folder the game's storage uses on Windows (platformdirs, app name GoujiDesktop)
    assert "ExpandConstant('{localappdata}\\{#DataFolder}')" in code
    assert '#define DataFolder "GoujiDesktop"' in iss()
    store = (ROOT / "gouji_desktop" / "storage" / "store.py").read_text(encoding="utf-8")
    assert 'APP_NAME = "GoujiDesktop"' in store


def test_the_setup_registers_replay_files_to_open_in_the_game() -> None:
    registry = iss_section("Registry")
    assert '#define ReplayExtension ".gouji-replay"' in iss()
    assert 'Subkey: "Software\\Classes\\{#ReplayExtension}"' in registry
    assert 'ValueData: """{app}\\{#AppExe}"" ""%1"""' in registry
    assert "ChangesAssociations=yes" in iss()


def test_signing_happens_only_when_a_certificate_is_given() -> None:
    assert "#ifdef Sign\nSignTool=signtool\nSignedUninstaller=yes\n#endif" in iss()
    windows = (SCRIPTS / "build_windows.ps1").read_text(encoding="utf-8")
    assert 'GetEnvironmentVariable("GOUJI_SIGN_PFX")' in windows and "if ($SignPfx) {" in windows
    assert '"/DSign"' in windows.split("if ($SignTool) {")[1]
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "if: runner.os == 'Windows' && env.WINDOWS_CERT_PFX != ''" in workflow
    assert "if: runner.os == 'macOS' && env.MACOS_CERT_P12 != ''" in workflow


def test_the_disk_image_is_retried_and_notarised_only_with_the_apple_secrets() -> None:
    macos = (SCRIPTS / "build_macos.sh").read_text(encoding="utf-8")
    loop = macos.split("for attempt in 1 2 3 4 5; do")[1].split("done")[0]
    assert "hdiutil create" in loop and "sleep" in loop
    notarise = macos.split('if [[ -n "${MACOS_SIGN_IDENTITY:-}" && -n "${APPLE_ID:-}"')[1].split("\nfi\n")[0]
    assert "xcrun notarytool submit" in notarise and "--wait" in notarise
    assert 'xcrun stapler staple "$DMG"' in notarise
    assert "--options runtime" in macos  # the hardened runtime notarisation requires
    assert "codesign --force --deep --sign - " in macos  # ad hoc otherwise, after adding the licences
    assert (SCRIPTS / "macos" / "entitlements.plist").is_file()


def test_the_deb_has_a_maintainer_recommends_copyright_and_changelog() -> None:
    linux = (SCRIPTS / "build_linux.sh").read_text(encoding="utf-8")
    assert "Maintainer: $MAINTAINER" in linux and "@localhost" not in linux
    recommends = " ".join(re.findall(r'^RECOMMENDS\+?="([^"]+)"', linux, flags=re.M))
    for package in ("libx11-6", "libwayland-client0", "libgl1", "libasound2", "libpulse0"):
        assert package in recommends
    assert "Recommends: $RECOMMENDS" in linux
    assert "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" in linux
    assert 'gzip -9n >"$DOC/changelog.gz"' in linux


def test_linux_and_macos_register_the_replay_file_type(tmp_path, monkeypatch) -> None:
    import xml.etree.ElementTree as ET

    from test_build_spec import run_spec

    from gouji_desktop.storage.replay_files import REPLAY_EXTENSION

    entry = (SCRIPTS / "linux" / "gouji-desktop.desktop").read_text(encoding="utf-8")
    assert "MimeType=application/x-gouji-replay;" in entry.splitlines()
    mime = ET.parse(SCRIPTS / "linux" / "gouji-desktop-mime.xml").getroot()
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = mime.find(f"{namespace}mime-type")
    assert kind is not None and kind.get("type") == "application/x-gouji-replay"
    glob = kind.find(f"{namespace}glob")
    assert glob is not None and glob.get("pattern") == f"*{REPLAY_EXTENSION}"
    linux = (SCRIPTS / "build_linux.sh").read_text(encoding="utf-8")
    assert '"$PKG/usr/share/mime/packages/gouji-desktop.xml"' in linux
    assert "gouji-desktop-mime.xml" in (SCRIPTS / "linux" / "install-desktop-entry.sh").read_text(
        encoding="utf-8"
    )

    built = run_spec("darwin", tmp_path, monkeypatch)
    plist = built["BUNDLE"].kwargs["info_plist"]
    (declared,) = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == [REPLAY_EXTENSION.lstrip(".")]
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert built["EXE"].kwargs["argv_emulation"] is True  # the Finder's open event becomes argv
