# cython: language_level=3, boundscheck=False, wraparound=False
"""The compiled half of ``tutor.games.legal`` (Cython, built by ``pip install -e .``: ``setup.py``'s ``COMPILED``):
its public fast constructor :func:`ready` and a ready view's ``choice``, the two calls every move of a playout
makes, in C. ``legal.py`` keeps their pure-Python definitions (the reference) and binds these in their place when
this module is built; ``tests/test_legal_compiled.py`` compares the two.

Nothing here defines a view: ``legal.py`` hands :func:`bind` its ready-view class and the two slots a ready view
stores (``_state``, ``_items``), and :func:`ready` fills them the way the class's own slot descriptors do (their
offsets in the object, read off the descriptors), after allocating the object the way ``object.__new__`` does.
"""

from cpython.object cimport PyObject
from cpython.ref cimport Py_INCREF, Py_XDECREF
from cpython.tuple cimport PyTuple_GET_ITEM

from ..cdraws cimport below

cdef extern from *:
    """
    #include "structmember.h"
    #define __tt_alloc0(t) (((PyTypeObject *)(t))->tp_alloc((PyTypeObject *)(t), 0))
    /* the place of a slot (a member descriptor's offset) in an object */
    static Py_ssize_t __tt_member_offset(PyObject *descr) {
        if (Py_TYPE(descr) != &PyMemberDescr_Type) return -1;
        PyMemberDef *m = ((PyMemberDescrObject *)descr)->d_member;
        return m->type == T_OBJECT_EX ? m->flags == 0 ? m->offset : -1 : -1;
    }
    #define __tt_slot(obj, offset) ((PyObject **)((char *)(obj) + (offset)))
    """
    object tt_alloc0 "__tt_alloc0" (object)
    Py_ssize_t member_offset "__tt_member_offset" (object)
    PyObject **slot "__tt_slot" (object, Py_ssize_t)

__all__ = ["bind", "choice", "ready"]

cdef object LISTED = None  # legal.py's ready-view class whose __init__ is object.__init__ (what ``ready`` builds)
cdef object READY = None  # ReadyActions (the same two slots, built by its own __init__)
cdef Py_ssize_t STATE = -1, ITEMS = -1  # the offsets of its ``_state`` and ``_items`` slots
cdef object RANDOM = None  # random.Random
cdef object GETRANDBITS = None  # random.Random.getrandbits, the C method (random.Random does not override it)
cdef object PY_READY = None  # legal.py's own ``ready``, for a call before :func:`bind`
cdef object PY_CHOICE = None  # legal.py's own ``choice``, for a view of another kind


def bind(listed, ready_class, state_slot, items_slot, random_class, getrandbits, python_ready, python_choice):
    """Take ``legal.py``'s ready-view classes (``_Listed`` and its base ``ReadyActions``), their two slot descriptors, ``random.Random`` and its
    ``getrandbits``, and legal.py's own ``ready`` and ``choice``; ``False`` when a slot is not a plain object slot
    (the pure-Python definitions then stay in use)."""
    global LISTED, READY, STATE, ITEMS, RANDOM, GETRANDBITS, PY_READY, PY_CHOICE
    state, items = member_offset(state_slot), member_offset(items_slot)
    if state < 0 or items < 0 or type(listed.__init__) is not type(object.__init__):
        return False
    LISTED, READY, STATE, ITEMS = listed, ready_class, state, items
    RANDOM, GETRANDBITS, PY_READY, PY_CHOICE = random_class, getrandbits, python_ready, python_choice
    return True


cdef inline void store(object view, Py_ssize_t offset, object value) noexcept:  # (no PyErr_Occurred() after it)
    cdef PyObject **place = slot(view, offset)
    cdef PyObject *old = place[0]
    Py_INCREF(value)
    place[0] = <PyObject *>value
    Py_XDECREF(old)


def ready(state, tuple items):
    """``legal.ready``: a ready view (``ReadyActions``) of ``items`` (a tuple, kept, not copied) for ``state``."""
    if LISTED is None:
        return PY_READY(state, items)
    view = tt_alloc0(LISTED)
    store(view, STATE, state)
    store(view, ITEMS, items)
    return view


def choice(self, rng):
    """``ReadyActions.choice``: one legal action drawn uniformly, ``rng.choice`` of the listing (the same draws)."""
    if type(self) is not LISTED and type(self) is not READY:  # (a subclass may list otherwise)
        return PY_CHOICE(self, rng)
    cdef PyObject *held = slot(self, ITEMS)[0]
    if held == NULL:
        return PY_CHOICE(self, rng)
    cdef tuple items = <tuple>held
    cdef Py_ssize_t n = len(items)
    if n and type(rng) is RANDOM:  # rng.choice(items), as CPython draws it: _randbelow(n) (cdraws.pxd)
        return <object>PyTuple_GET_ITEM(items, <Py_ssize_t>below(GETRANDBITS, rng, n))
    return rng.choice(items)
