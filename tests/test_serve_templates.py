"""The page templates compiled once per server (``tutor.serve.templates``): Voilà makes a Jinja environment
for every page, and without the shared cache each compiled the templates again."""

from __future__ import annotations

import asyncio
from pathlib import Path

import jinja2
import pytest

from tutor.serve.templates import MemoryBytecodeCache, compile_once

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def compiles(monkeypatch):
    """The templates Jinja compiled from source (their names), from now on."""
    names: list[str] = []
    original = jinja2.Environment.compile

    def counting(self, source, name=None, filename=None, raw=False, defer_init=False):  # type: ignore[no-untyped-def]
        names.append(name)
        return original(self, source, name, filename, raw, defer_init)

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    return names


def test_a_second_page_compiles_none_of_the_tutor_template(compiles, monkeypatch):
    from voila.exporter import VoilaExporter
    from voila.paths import collect_template_paths

    monkeypatch.setenv("JUPYTER_PATH", str(ROOT / "share" / "jupyter"))
    exporter = type("Exporter", (VoilaExporter,), {})  # patched apart from Voilà's own class
    compile_once(exporter)
    compile_once(exporter)  # idempotent: one cache, not a cache in front of a cache
    paths = collect_template_paths(["voila", "nbconvert"], "tutor")

    def page() -> None:
        made = exporter(template_paths=paths, template_name="tutor", theme="light", base_url="/", mathjax_url="")
        assert made.template is not None

    page()
    assert compiles  # the first page compiled the template
    compiles.clear()
    page()
    assert compiles == []


def test_an_edited_template_is_compiled_anew(compiles):
    cache, sources = MemoryBytecodeCache(), {"t.html": "one {{ x }}"}

    def render() -> str:
        env = jinja2.Environment(loader=jinja2.DictLoader(dict(sources)), bytecode_cache=cache)
        return env.get_template("t.html").render(x=1)

    assert render() == "one 1" and render() == "one 1"
    assert compiles == ["t.html"]
    sources["t.html"] = "two {{ x }}"
    assert render() == "two 1"
    assert compiles == ["t.html", "t.html"]
    # an environment that renders asynchronously (Voilà's) gets code of its own
    env = jinja2.Environment(loader=jinja2.DictLoader(dict(sources)), bytecode_cache=cache, enable_async=True)
    assert asyncio.run(env.get_template("t.html").render_async(x=1)) == "two 1"
    assert compiles == ["t.html"] * 3, compiles
