"""One version: gouji_desktop.__version__. pyproject reads it, `gouji --version` prints it, every build
script names its installer after it and checks the built bundle reports it, and the workflow's
upload patterns match those names."""

from __future__ import annotations

import fnmatch
import importlib.metadata
import pathlib
import re
import subprocess
import sys
import tomllib

import yaml

from gouji_desktop import __version__
from gouji_desktop.__main__ import main, version_line

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "build_scripts"


def test_pyproject_takes_the_version_from_the_package_and_states_none_itself() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "gouji_desktop.__version__"}
    assert importlib.metadata.version("gouji-desktop") == __version__  # the installed metadata agrees


def test_gouji_version_prints_the_version_and_starts_nothing(capsys) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"Gouji Desktop {__version__}\n"
    result = subprocess.run(
        [sys.executable, "-m", "gouji_desktop", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        encoding="utf-8",
        errors="replace",
    )
    assert result.returncode == 0 and result.stdout.strip() == version_line()


def installer_names(version: str) -> list[str]:
    """The installers' file names, as each build script spells them, for ``version`` on x86_64."""
    linux = (SCRIPTS / "build_linux.sh").read_text(encoding="utf-8")
    macos = (SCRIPTS / "build_macos.sh").read_text(encoding="utf-8")
    iss = (SCRIPTS / "gouji.iss").read_text(encoding="utf-8")
    tar_dir = re.search(r'^TAR_DIR="([^"]+)"$', linux, flags=re.M)
    deb = re.search(r'"dist/(gouji-desktop_\$\{VERSION\}_\$\{DEB_ARCH\}\.deb)"', linux)
    dmg = re.search(r'^DMG="dist/([^"]+)"$', macos, flags=re.M)
    setup = re.search(r"^OutputBaseFilename=(.+)$", iss, flags=re.M)
    assert tar_dir and deb and dmg and setup
    fill = {"$VERSION": version, "${VERSION}": version, "$ARCH": "x86_64", "${DEB_ARCH}": "amd64"}
    fill |= {"$(uname -m)": "x86_64", "{#AppVersion}": version}
    names = [tar_dir.group(1) + ".tar.gz", deb.group(1), dmg.group(1), setup.group(1).strip() + ".exe"]
    for key, value in fill.items():
        names = [name.replace(key, value) for name in names]
    return names


def test_every_installer_is_named_after_the_package_version() -> None:
    names = installer_names(__version__)
    assert names == [
        f"gouji-desktop-{__version__}-linux-x86_64.tar.gz",
        f"gouji-desktop_{__version__}_amd64.deb",
        f"GoujiDesktop-{__version__}-macos-x86_64.dmg",
        f"GoujiDesktop-Setup-{__version__}.exe",
    ]


def test_the_build_scripts_take_the_version_from_the_package_and_check_the_bundle_reports_it() -> None:
    for script in ("build_linux.sh", "build_macos.sh", "build_windows.ps1"):
        text = (SCRIPTS / script).read_text(encoding="utf-8")
        assert "import gouji_desktop; print(gouji_desktop.__version__)" in text, script
        # the self-test report's first line names the version the bundle was built from
        assert "Gouji Desktop $" in text and "self-test" in text, script
    for script in ("build_linux.sh", "build_macos.sh"):
        text = (SCRIPTS / script).read_text(encoding="utf-8")
        assert '--version)" != "Gouji Desktop $VERSION"' in text, script
    build_windows = (SCRIPTS / "build_windows.ps1").read_text(encoding="utf-8")
    assert '"/DAppVersion=$Version"' in build_windows


def test_the_workflow_uploads_exactly_the_installers_the_scripts_make() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    patterns = [
        pattern.strip().removeprefix("dist/")
        for leg in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
        for pattern in leg["installers"].splitlines()
        if pattern.strip()
    ]
    for name in installer_names("1.2.3"):
        assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), name
