# The C helpers the compiled kernels share (``cimport``-ed by each game's ``ckernel.pyx``; declarations and inline
# functions only, no module of its own): a state or trick tuple allocated by its type and filled in place (or copied
# with a few slots changed, or with an item more), kept out of the cycle collector (nothing it holds points back to
# it), and the bit tricks of the masks.
from cpython.ref cimport PyObject, Py_INCREF, Py_XDECREF
from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_New, PyTuple_SET_ITEM

cdef extern from *:
    """
    #define __tt_alloc(t, n) (((PyTypeObject *)(t))->tp_alloc((PyTypeObject *)(t), (n)))
    """
    object tt_alloc "__tt_alloc" (object, Py_ssize_t)  # the type's allocator: tuple.__new__ without the copy
    void untrack "PyObject_GC_UnTrack" (object)
    int ctz "__builtin_ctzll" (unsigned long long)
    int popcount "__builtin_popcountll" (unsigned long long)


# (``noexcept``: they cannot fail; without it Cython asks ``PyErr_Occurred()`` after every call of a ``void`` function.)
cdef inline void put(tuple out, Py_ssize_t i, object x) noexcept:
    """Item ``i`` of a tuple just allocated (``tt_alloc``), holding its own reference to ``x``."""
    Py_INCREF(x)
    PyTuple_SET_ITEM(out, i, x)


cdef inline tuple copied(object cls, tuple src):
    """A tuple of type ``cls`` (``tuple`` or a state's or trick's class) holding ``src``'s items: a copy to change
    a few slots of with :func:`swap` before anyone else sees it (``src._replace(...)`` without the keywords)."""
    cdef Py_ssize_t n = len(src), i
    cdef tuple out = <tuple>tt_alloc(cls, n)
    for i in range(n):
        put(out, i, <object>PyTuple_GET_ITEM(src, i))
    return out


cdef inline void swap(tuple out, Py_ssize_t i, object x) noexcept:
    """Item ``i`` of a tuple just :func:`copied` replaced by ``x`` (the copy's reference to the old item released:
    the source still holds it)."""
    cdef PyObject *old = PyTuple_GET_ITEM(out, i)
    Py_INCREF(x)
    PyTuple_SET_ITEM(out, i, x)
    Py_XDECREF(old)


cdef inline tuple appended(tuple items, object item):
    """``items + (item,)``, allocated and filled directly (a trick's plays, the tricks closed, the calls made)."""
    cdef Py_ssize_t n = len(items), i
    cdef tuple out = PyTuple_New(n + 1)
    for i in range(n):
        put(out, i, <object>PyTuple_GET_ITEM(items, i))
    put(out, n, item)
    return out


# A state, and the tuples of plays and tricks a play makes, are left out of the cycle collector: no reference cycle
# can pass through one (everything a state holds was made before it and never changes), so the collector would
# only walk them, again and again, while a playout makes thousands (as CPython leaves out a tuple of plain values).
cdef inline tuple untracked(tuple t):
    untrack(t)
    return t


cdef inline int seat_no(object seat):
    """N E S W → 0 1 2 3 (``SEAT_INDEX``; -1: not a seat)."""
    if seat == "N":
        return 0
    if seat == "E":
        return 1
    if seat == "S":
        return 2
    if seat == "W":
        return 3
    return -1


cdef inline int suit_no(object suit):
    """S H D C → 0 1 2 3 (-1: none, or no suit)."""
    if suit is None:
        return -1
    if suit == "S":
        return 0
    if suit == "H":
        return 1
    if suit == "D":
        return 2
    if suit == "C":
        return 3
    return -1
