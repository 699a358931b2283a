"""The lessons the app serves are trusted: signed when the server starts, so that Jupyter's "Notebook …
is not trusted" warning is logged only for a notebook that changed on disk after that (or was added).

Jupyter trusts a notebook whose signature is in its signature store (nbformat's ``NotebookNotary``). The
app signs every notebook under the folder it serves into a store of its own, held in memory, with a secret
of its own: nothing is written to the learner's Jupyter data folder, and a trust given by this app ends
with it. A notebook edited while the app runs no longer matches its signature, and the warning says so.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def trust_served(contents_manager: Any, root: Path | str) -> int:
    """Give ``contents_manager`` (Jupyter's) a fresh in-memory signature store and secret, and sign every
    notebook under ``root`` in it. Returns how many were signed; a file that is not a readable notebook
    is left unsigned (Voilà refuses it with its own message)."""
    import nbformat
    from nbformat.sign import MemorySignatureStore

    notary = contents_manager.notary
    notary.store = MemorySignatureStore()
    notary.secret = os.urandom(32)
    signed = 0
    for path in sorted(Path(root).rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        try:
            nb = nbformat.read(path, as_version=4)
        except Exception:  # noqa: BLE001 - not a notebook we can read: nothing to trust
            continue
        notary.sign(nb)
        signed += 1
    return signed
