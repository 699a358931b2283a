"""``deploy/jupyterhub/``: the config loads and says what the set-up promises; and, where JupyterHub and
configurable-http-proxy are installed (``deploy/jupyterhub/requirements.txt``, ``npm install`` there), a
hub on loopback logs three learners in, each lands on the lessons in Voilà and opens one."""

from __future__ import annotations

import http.cookiejar
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from traitlets.config.loader import PyFileConfigLoader

from tutor.serve.launch import free_port

ROOT = Path(__file__).resolve().parents[1]
HUB = ROOT / "deploy" / "jupyterhub"


def load(path: Path, monkeypatch, **env: str):
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return PyFileConfigLoader(path.name, str(path.parent)).load_config()


def test_hub_config_lands_learners_on_the_lessons_with_culling_and_limits(tmp_path, monkeypatch):
    c = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_PASSWORD="pw",
             TT_HUB_STATE=str(tmp_path), TT_HUB_MEM="768M", TT_HUB_CULL="600")
    assert c.JupyterHub.authenticator_class == "dummy" and c.DummyAuthenticator.password == "pw"
    assert c.JupyterHub.ip == "127.0.0.1"
    assert c.Spawner.default_url == "/voila/tree"
    assert Path(c.Spawner.notebook_dir) == ROOT / "lessons"
    env = c.Spawner.environment
    assert (Path(env["JUPYTER_PATH"]) / "voila" / "templates" / "tutor" / "index.html.j2").exists()
    assert (Path(env["JUPYTER_CONFIG_PATH"]) / "voila.json").exists()
    assert c.Spawner.mem_limit == "768M"
    culler = next(s for s in c.JupyterHub.services if s["name"] == "idle-culler")
    assert "--timeout=600" in culler["command"] and "jupyterhub_idle_culler" in culler["command"]
    role = next(r for r in c.JupyterHub.load_roles if r["name"] == "idle-culler")
    assert {"read:users:activity", "delete:servers"} <= set(role["scopes"]) and role["services"] == ["idle-culler"]
    assert str(tmp_path) in c.JupyterHub.db_url


def test_hub_never_starts_open(tmp_path, monkeypatch):
    monkeypatch.delenv("TT_HUB_PASSWORD", raising=False)
    with pytest.raises(KeyError):
        load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="dummy", TT_HUB_STATE=str(tmp_path))
    c = load(HUB / "jupyterhub_config.py", monkeypatch, TT_HUB_AUTH="pam", TT_HUB_STATE=str(tmp_path))
    assert c.JupyterHub.authenticator_class == "pam"


def test_learner_server_config_serves_voila_with_the_apps_culling(monkeypatch):
    c = load(HUB / "jupyter_server_config.py", monkeypatch)
    assert c.ServerApp.jpserver_extensions["voila"] is True
    assert c.ServerApp.jpserver_extensions["jupyterlab"] is False and c.ServerApp.terminals_enabled is False
    assert c.ServerApp.default_url == "/voila/tree"
    assert c.MappingKernelManager.cull_idle_timeout <= 60 and c.VoilaExecutor.raise_on_iopub_timeout is True


# -- a live hub -----------------------------------------------------------------------------------------------


def _chp() -> str | None:
    local = HUB / "node_modules" / ".bin" / "configurable-http-proxy"
    return os.environ.get("TT_CHP") or (str(local) if local.exists() else shutil.which("configurable-http-proxy"))


class Learner:
    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> tuple[int, str, str]:
        try:
            with self.opener.open(self.base + path, timeout=120) as r:
                return r.status, r.url, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.url, e.read().decode()

    def login(self, name: str, password: str) -> tuple[int, str, str]:
        status, _, page = self.get("/hub/login")
        xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)
        body = {"username": name, "password": password, **({"_xsrf": xsrf.group(1)} if xsrf else {})}
        req = urllib.request.Request(self.base + "/hub/login?next=", data=urllib.parse.urlencode(body).encode())
        try:
            with self.opener.open(req, timeout=180) as r:
                return r.status, r.url, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.url, e.read().decode()


@pytest.mark.hub
def test_three_learners_log_in_and_open_a_lesson(tmp_path):
    import jupyterhub  # noqa: F401 - `make test-hub` installs it in its own venv; a missing one is a failure

    chp = _chp()
    assert chp, "configurable-http-proxy is missing: (cd deploy/jupyterhub && npm install)"
    port = free_port()
    env = {**os.environ, "TT_HUB_AUTH": "dummy", "TT_HUB_PASSWORD": "class-pw", "TT_HUB_STATE": str(tmp_path),
           "TT_HUB_PORT": str(port), "TT_HUB_API_PORT": str(free_port()),
           "TT_HUB_PROXY_API_PORT": str(free_port()), "TT_CHP": chp}
    hub = Path(sys.executable).with_name("jupyterhub")
    log = open(tmp_path / "hub.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen([str(hub), "-f", str(HUB / "jupyterhub_config.py")], cwd=tmp_path, env=env,
                            stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            assert proc.poll() is None, (tmp_path / "hub.log").read_text()[-3000:]
            try:
                urllib.request.urlopen(base + "/hub/login", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline, "the hub did not answer within 90 s"
                time.sleep(0.5)
        assert Learner(base).login("mallory", "wrong")[0] in (403, 200) and \
            "/user/mallory/" not in Learner(base).login("mallory", "wrong")[1]
        for name in ("ada", "bo", "cy"):
            learner = Learner(base)
            status, url, page = learner.login(name, "class-pw")
            assert status == 200 and f"/{name}" in url, (status, url)  # the spawn page or the server
            deadline = time.monotonic() + 120  # the hub shows "your server is starting" meanwhile
            while not url.startswith(f"{base}/user/{name}/voila/tree"):
                assert time.monotonic() < deadline, \
                    f"{name}'s server did not start within 120 s: {(tmp_path / 'hub.log').read_text()[-3000:]}"
                time.sleep(1)
                status, url, page = learner.get(f"/user/{name}/")
            assert status == 200
            assert "Two minutes" in page or "wang27" in page, "the landing page lists the lessons"
            status, _, page = learner.get(f"/user/{name}/voila/render/en/wang27/00-two-minutes.ipynb")
            assert status == 200 and '"kernelId"' in page and 'class="tt-render-failed"' not in page, \
                (tmp_path / "hub.log").read_text()[-4000:]
            assert page.count("widget-view+json") >= 6
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
