# JupyterHub for a school: each learner logs in and lands on the Trick Tutor lessons in Voilà.
#
#   jupyterhub -f deploy/jupyterhub/jupyterhub_config.py
#
# Settings come from the environment so one file serves a test on loopback and a school server:
#   TT_HUB_IP (127.0.0.1), TT_HUB_PORT (8000)      where learners connect
#   TT_HUB_AUTH       "dummy" (one shared password, TT_HUB_PASSWORD: for tests and a trial) or
#                     "pam" (the server's own accounts); default "pam"
#   TT_HUB_SPAWNER    "simple" (learners' servers as the hub's user, homes under TT_HUB_STATE) or
#                     "systemd" (one systemd unit per learner: real memory and CPU limits); default "simple"
#   TT_HUB_MEM        memory limit per learner (1G: a lesson kernel takes ~60 MB, a learner opens a few)
#   TT_HUB_CULL       seconds a learner's server may sit idle before it is stopped (900)
#   TT_HUB_STATE      folder for the hub database, cookie secret and learners' homes
#   TT_CHP            the configurable-http-proxy command (from npm)
#   TT_HUB_DB         the class's records (progress, the class view): an SQLAlchemy URL, PostgreSQL for a school:
#                     postgresql+psycopg://tutor:<password>@db.school.example/tutor (default: each learner's own
#                     SQLite file in their home, and no class view)
#   TT_HUB_TEACHERS   the hub users who are teachers (the hub group "teachers"), separated by commas
#   TT_HUB_CLASS_PORT the class view service's port on loopback (10101)
# The lessons, template and Voilà settings are the repository's own (no fork): the same as `make app`.
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 - provided by traitlets when JupyterHub loads this file

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
STATE = Path(os.environ.get("TT_HUB_STATE", HERE / "state")).resolve()
STATE.mkdir(parents=True, exist_ok=True)

c.JupyterHub.ip = os.environ.get("TT_HUB_IP", "127.0.0.1")
c.JupyterHub.port = int(os.environ.get("TT_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("TT_HUB_API_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{os.environ.get('TT_HUB_PROXY_API_PORT', '8001')}"
c.ConfigurableHTTPProxy.command = [os.environ.get("TT_CHP", "configurable-http-proxy")]
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")

# -- who may log in ---------------------------------------------------------------------------------------
auth = os.environ.get("TT_HUB_AUTH", "pam")
if auth == "dummy":
    c.JupyterHub.authenticator_class = "dummy"
    c.DummyAuthenticator.password = os.environ["TT_HUB_PASSWORD"]  # no default: never an open hub
else:
    c.JupyterHub.authenticator_class = "pam"
c.Authenticator.allow_all = True  # every account that authenticates is a learner
admins = {x for x in os.environ.get("TT_HUB_ADMINS", "").split(",") if x}
if admins:
    c.Authenticator.admin_users = admins

# -- each learner's server: Jupyter Server with Voilà, landing on the lessons -------------------------------
spawner = os.environ.get("TT_HUB_SPAWNER", "simple")
if spawner == "systemd":
    c.JupyterHub.spawner_class = "systemdspawner.SystemdSpawner"
    c.SystemdSpawner.dynamic_users = True
    c.SystemdSpawner.cpu_limit = float(os.environ.get("TT_HUB_CPU", "1"))
c.Spawner.mem_limit = os.environ.get("TT_HUB_MEM", "1G")
c.Spawner.cmd = [str(Path(sys.executable).with_name("jupyterhub-singleuser"))]
c.Spawner.args = [f"--config={HERE / 'jupyter_server_config.py'}"]
if spawner != "systemd":
    # SimpleLocalProcessSpawner: every learner's server runs as the hub's own user (no system accounts);
    # fine for a trial or a container, not for a shared school server (use "systemd" there).
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "homes" / "{username}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # a container's root: Jupyter Server refuses without it
        c.Spawner.args.append("--allow-root")
c.Spawner.notebook_dir = str(REPO / "lessons")
c.Spawner.default_url = "/voila/tree"
c.Spawner.environment = {
    "JUPYTER_PATH": str(REPO / "share" / "jupyter"),         # the lesson template
    "JUPYTER_CONFIG_PATH": str(REPO / "share" / "config"),   # voila.json / voila.py, as `make app` reads them
    "PYTHONPATH": str(REPO),
}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90

# -- idle culling: a learner who left frees the memory ------------------------------------------------------
cull = int(os.environ.get("TT_HUB_CULL", "900"))
c.JupyterHub.load_roles = [{
    "name": "idle-culler",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["idle-culler"],
}]
c.JupyterHub.services = [{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull}",
                f"--cull-every={max(30, cull // 10)}"],
}]

# -- the class: every learner's records in one database, the teachers' class view as a hub service -----------------
db = os.environ.get("TT_HUB_DB", "")
CLASS_DIR = STATE / "class"  # today's plan, shared by the class view and the learners' servers
CLASS_DIR.mkdir(parents=True, exist_ok=True)
c.Spawner.environment["TUTOR_CLASS_DIR"] = str(CLASS_DIR)
if db:
    c.Spawner.environment["TUTOR_DB"] = db  # a learner is the hub's user (progress: "hub:<name>")
    teachers = sorted(x for x in os.environ.get("TT_HUB_TEACHERS", "").split(",") if x)

    def is_teacher(spawner):  # "follow me" is led from a teacher's own server (tutor.serve.hub.server)
        return "1" if any(g.name == "teachers" for g in spawner.user.groups) else ""

    c.Spawner.environment["TT_CLASS_TEACHER"] = is_teacher  # asked when the server starts
    c.JupyterHub.load_groups = {"teachers": {"users": teachers}}
    c.JupyterHub.load_roles.append({"name": "class-service", "services": ["class"],
                                    "scopes": ["read:groups", "read:users:name"]})
    c.JupyterHub.load_roles.append({"name": "teachers", "groups": ["teachers"],
                                    "scopes": ["access:services!service=class"]})
    c.JupyterHub.services.append({
        "name": "class", "url": f"http://127.0.0.1:{os.environ.get('TT_HUB_CLASS_PORT', '10101')}",
        "command": [sys.executable, "-m", "tutor.serve.hub.service"], "oauth_no_confirm": True,
        "environment": {"TUTOR_DB": db, "TUTOR_CLASS_DIR": str(CLASS_DIR), "TT_CLASS_LESSONS": str(REPO / "lessons"),
                        "PYTHONPATH": str(REPO)},
    })
