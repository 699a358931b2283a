# The C helpers the compiled kernels share (``cimport``-ed by each game's ``ckernel.pyx``; declarations only, no
# module of its own): a state or trick tuple allocated by its type and filled in place, kept out of the cycle
# collector (nothing it holds points back to it), and the bit tricks of the masks.
cdef extern from *:
    """
    #define __tt_alloc(t, n) (((PyTypeObject *)(t))->tp_alloc((PyTypeObject *)(t), (n)))
    """
    object tt_alloc "__tt_alloc" (object, Py_ssize_t)  # the type's allocator: tuple.__new__ without the copy
    void untrack "PyObject_GC_UnTrack" (object)
    int ctz "__builtin_ctzll" (unsigned long long)
    int popcount "__builtin_popcountll" (unsigned long long)
