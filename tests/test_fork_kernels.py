"""Kernels forked from the zygote (``tutor.serve.forkkernels``) against kernels started afresh.

A forked kernel must be a kernel a lesson cannot tell from a fresh one once the lessons' modules are imported:
the same comm targets (a page's widgets reach the kernel by them), the same guarded comm handlers, the same
loggers, its own folder and environment, its own random numbers; it answers an interrupt, ends when shut down
or when the zygote ends. The app forks its kernels by default and starts them afresh with
``--no-fork-kernels``.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest

from tutor.serve import forkkernels, launch
from tutor.serve.pool import warm_modules

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"

#: What a kernel says about itself after importing what the lessons import.
PROBE = """import importlib, json, logging, os, random, sys
for _m in %(modules)r:
    try:
        importlib.import_module(_m)
    except Exception:
        pass
import comm
from tutor.widgets import guard
_k = get_ipython().kernel
print(json.dumps({
    "targets": sorted(comm.get_comm_manager().targets),
    "guarded": sorted(n for n in ("comm_open", "comm_msg", "comm_close")
                      if getattr(_k.shell_handlers.get(n), "_tt_guarded", False)),
    "loggers": {n: [type(h).__name__ for h in logging.getLogger(n).handlers] for n in guard.COMM_LOGGERS},
    "cwd": os.getcwd(), "cmdline": open("/proc/self/cmdline").read().replace(chr(0), " ").strip(),
    "env": os.environ.get("TT_PROBE"), "parent": os.getppid(), "pid": os.getpid(),
    "random": random.random()}))"""


async def _probe(km, code: str) -> dict:
    client = km.client()
    client.start_channels()
    try:
        await client.wait_for_ready(timeout=60)
        out: list[str] = []
        reply = await client.execute_interactive(
            code, timeout=60, output_hook=lambda m: out.append(m["content"].get("text", "")
                                                               if m["msg_type"] == "stream" else ""))
        assert reply["content"]["status"] == "ok", reply["content"]
        return json.loads("".join(out))
    finally:
        client.stop_channels()


async def _kernel(forked: bool, cwd: Path, env: dict[str, str]):
    from jupyter_client.manager import AsyncKernelManager
    from jupyter_client.provisioning import KernelProvisionerFactory

    factory = KernelProvisionerFactory.instance()
    before = factory.default_provisioner_name
    factory.default_provisioner_name = forkkernels.PROVISIONER if forked else "local-provisioner"
    try:
        km = AsyncKernelManager(kernel_name="python3")
        await km.start_kernel(cwd=str(cwd), env={**os.environ, **env})
    finally:
        factory.default_provisioner_name = before
    return km


@pytest.fixture(scope="module")
def zygote():
    made = forkkernels.start(warm_modules(LESSONS))
    if made is None:
        pytest.fail("this system cannot fork: the app starts every kernel afresh here")
    yield made
    forkkernels.stop()


def test_a_forked_kernel_is_a_fresh_kernel_once_the_lessons_modules_are_imported(zygote, tmp_path):
    code = PROBE % {"modules": warm_modules(LESSONS)}

    async def run() -> tuple[dict, dict, dict]:
        found = []
        for forked, name in ((False, "fresh"), (True, "forked"), (True, "forked again")):
            folder = tmp_path / name.replace(" ", "-")
            folder.mkdir()
            km = await _kernel(forked, folder, {"TT_PROBE": name})
            try:
                assert isinstance(km.provisioner, forkkernels.ForkProvisioner) == forked
                found.append(await _probe(km, code))
            finally:
                await km.shutdown_kernel(now=True)
        return found[0], found[1], found[2]

    fresh, forked, again = asyncio.run(run())
    assert fresh["parent"] == os.getpid() and forked["parent"] == again["parent"] == zygote.pid
    assert {"jupyter.widget", "jupyter.widget.control"} <= set(fresh["targets"])
    assert fresh["guarded"] == ["comm_close", "comm_msg", "comm_open"]
    for kernel, name in ((forked, "forked"), (again, "forked again")):
        assert kernel["cwd"] == str(tmp_path / name.replace(" ", "-")) and kernel["env"] == name
        # what ps shows: the kernel's own command (its connection file), as a kernel started afresh shows
        assert "-m ipykernel_launcher -f " in kernel["cmdline"] and kernel["cmdline"].endswith(".json")
        assert kernel["cmdline"].split(" -f ")[0] == fresh["cmdline"].split(" -f ")[0]
        same = {k: kernel[k] for k in ("targets", "guarded", "loggers")}
        assert same == {k: fresh[k] for k in ("targets", "guarded", "loggers")}
    assert len({fresh["random"], forked["random"], again["random"]}) == 3  # each kernel draws its own


def test_a_forked_kernel_answers_an_interrupt_and_ends_when_shut_down(zygote, tmp_path):
    async def run() -> None:
        km = await _kernel(True, tmp_path, {})
        client = km.client()
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=60)
            msg_id = client.execute("import time; time.sleep(60)")
            await asyncio.sleep(1)
            await km.interrupt_kernel()
            while True:
                reply = await client.get_shell_msg(timeout=30)
                if reply["parent_header"].get("msg_id") == msg_id:
                    break
            assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "KeyboardInterrupt"
            assert await km.is_alive()
        finally:
            client.stop_channels()
        pid = km.provisioner.pid
        await km.shutdown_kernel()
        assert not await km.is_alive()
        assert zygote.wait(pid, 30) is not None, "the zygote never said the kernel ended"
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split(")")[-1][:3]

    asyncio.run(run())


def test_a_kernel_starts_afresh_without_a_zygote_or_for_another_command(tmp_path):
    assert not forkkernels.forkable(["/usr/bin/env", "python3", "-m", "ipykernel_launcher", "-f", "k.json"])
    saved = forkkernels.ZYGOTE, forkkernels.MODULES
    forkkernels.ZYGOTE = forkkernels.MODULES = None
    try:
        async def run() -> dict:
            km = await _kernel(True, tmp_path, {"TT_PROBE": "afresh"})
            try:
                return await _probe(km, "import json, os; print(json.dumps({'parent': os.getppid()}))")
            finally:
                await km.shutdown_kernel(now=True)

        assert asyncio.run(run())["parent"] == os.getpid()
    finally:
        forkkernels.ZYGOTE, forkkernels.MODULES = saved


@pytest.mark.parametrize("how", ["closed", "killed"])
def test_the_zygotes_kernels_end_with_it(tmp_path, how):
    own = forkkernels.Zygote(["tutor"])
    saved, forkkernels.ZYGOTE = forkkernels.ZYGOTE, own
    try:
        async def run() -> int:
            km = await _kernel(True, tmp_path, {})
            info = await _probe(km, "import json, os; print(json.dumps({'parent': os.getppid(), 'pid': os.getpid()}))")
            assert info["parent"] == own.pid
            return info["pid"]

        pid = asyncio.run(run())
        if how == "closed":
            own.close()  # as when the server ends: the zygote's input closes (it ends its kernels)
        else:  # as when the server's process group is killed: the kernel sees its parent gone, and ends
            os.kill(own.pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        alive = Path(f"/proc/{pid}").exists()
        if alive:
            os.kill(pid, signal.SIGKILL)  # not left running after the test
        assert not alive, f"a kernel outlived its zygote ({how})"
    finally:
        forkkernels.ZYGOTE = saved


SHOW_PARENT = """import os
print("parent:", open(f"/proc/{os.getppid()}/cmdline").read().replace(chr(0), " "))"""


@pytest.mark.parametrize("flags, parent", [
    (["--pool=1"], "-m tutor.serve.forkkernels"),  # the zygote started with the server
    (["--pool=0"], "-m tutor.serve.forkkernels"),  # no kernel kept ahead: the zygote starts with the first kernel
    (["--pool=1", "--no-fork-kernels"], "-m tutor.serve "),
])
def test_the_apps_kernels_are_forked_unless_told_not_to(tmp_path, flags, parent):
    folder = tmp_path / "lessons" / "en" / "g"
    folder.mkdir(parents=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SHOW_PARENT)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / "01-a.ipynb")
    proc, url = launch.start(ROOT, tmp_path / "lessons", "--ahead=0", *flags, log=tmp_path / "serve.log", timeout=90)
    try:
        with urllib.request.urlopen(url + "/voila/render/en/g/01-a.ipynb", timeout=120) as r:
            page = r.read().decode()
    finally:
        launch.stop(proc)
    said = page[page.index("parent:"):].split("\\n")[0].split("<")[0]
    assert parent in said, said
