# A learner's Jupyter Server under the hub: Voilà only, the lessons read-only, kernels of closed pages
# ended within a minute (the same culling as `make app`, share/config/voila.json).
import json
from pathlib import Path

c = get_config()  # noqa: F821 - provided by traitlets

REPO = Path(__file__).resolve().parents[2]
settings = json.loads((REPO / "share" / "config" / "voila.json").read_text())

c.ServerApp.jpserver_extensions = {"voila": True}
c.ServerApp.default_url = "/voila/tree"
c.ContentsManager.allow_hidden = False
c.FileContentsManager.delete_to_trash = False
for section in ("MappingKernelManager", "VoilaExecutor", "KernelManager"):
    for key, value in settings.get(section, {}).items():
        setattr(c[section], key, value)
