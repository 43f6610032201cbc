#!/usr/bin/env python3
"""The folder graph of each target, from the compiler's index.

Folder A of a target refers to folder B when a Swift file in A uses a type
(struct, class, enum, protocol or type alias) that a file in B declares, as the
compiler recorded it while building (SwiftPM's debug build writes its index to
`.build/debug/index/store`). Prints, per target, its folders, its folder edges and
the cycles between them, then `largest cycle: N folders`; `--edges` lists each
edge with the types that make it, `--mermaid TARGET` draws one target's graph.

Usage: scripts/folder-graph [--edges] [--mermaid TARGET] [--markdown TARGET] [--store PATH]
"""
import argparse
import ctypes
import os
import shutil
import subprocess
import sys
from collections import defaultdict

# indexstore.h: the kinds of type symbols, and the occurrence roles read here.
TYPE_KINDS = {5, 6, 7, 8, 11}  # enum, struct, class, protocol, type alias
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
DEPENDENCY_RECORD = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode("utf-8") if self.length else ""


def index_store_library():
    """libIndexStore from the Swift toolchain (or SCROLLDSL_INDEXSTORE_LIB): beside
    the `swift` on PATH on Linux, in the toolchain `xcrun` finds on macOS."""
    override = os.environ.get("SCROLLDSL_INDEXSTORE_LIB")
    if override:
        return override
    swifts = [shutil.which("swift")]
    if shutil.which("xcrun"):
        found = subprocess.run(["xcrun", "--find", "swift"], capture_output=True, text=True)
        swifts.append(found.stdout.strip() if found.returncode == 0 else None)
    for swift in filter(None, swifts):
        lib = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib")
        for name in ("libIndexStore.so", "libIndexStore.dylib"):
            if os.path.exists(os.path.join(lib, name)):
                return os.path.join(lib, name)
    sys.exit("scripts/folder-graph: no libIndexStore beside the Swift toolchain; set SCROLLDSL_INDEXSTORE_LIB to its path")


class IndexStore:
    """The few calls of libIndexStore's C API that read units and records."""

    def __init__(self, path):
        lib = ctypes.CDLL(index_store_library())
        self.lib = lib
        lib.indexstore_store_create.restype = ctypes.c_void_p
        lib.indexstore_store_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
        lib.indexstore_unit_reader_create.restype = ctypes.c_void_p
        lib.indexstore_unit_reader_create.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
        lib.indexstore_unit_reader_get_main_file.restype = StringRef
        lib.indexstore_unit_reader_get_main_file.argtypes = [ctypes.c_void_p]
        lib.indexstore_unit_reader_dispose.argtypes = [ctypes.c_void_p]
        lib.indexstore_unit_reader_get_modification_time.argtypes = [
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]
        lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
        lib.indexstore_unit_dependency_get_kind.argtypes = [ctypes.c_void_p]
        lib.indexstore_unit_dependency_get_name.restype = StringRef
        lib.indexstore_unit_dependency_get_name.argtypes = [ctypes.c_void_p]
        lib.indexstore_record_reader_create.restype = ctypes.c_void_p
        lib.indexstore_record_reader_create.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
        lib.indexstore_record_reader_dispose.argtypes = [ctypes.c_void_p]
        lib.indexstore_occurrence_get_symbol.restype = ctypes.c_void_p
        lib.indexstore_occurrence_get_symbol.argtypes = [ctypes.c_void_p]
        lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
        lib.indexstore_occurrence_get_roles.argtypes = [ctypes.c_void_p]
        lib.indexstore_symbol_get_kind.restype = ctypes.c_int
        lib.indexstore_symbol_get_kind.argtypes = [ctypes.c_void_p]
        lib.indexstore_symbol_get_usr.restype = StringRef
        lib.indexstore_symbol_get_usr.argtypes = [ctypes.c_void_p]
        lib.indexstore_symbol_get_name.restype = StringRef
        lib.indexstore_symbol_get_name.argtypes = [ctypes.c_void_p]
        error = ctypes.c_void_p()
        self.store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self.store:
            sys.exit(f"scripts/folder-graph: cannot open the index store {path}; build first (swift build)")

    def _apply(self, function, subject, callback_type, callback):
        function.restype = ctypes.c_bool
        holder = callback_type(callback)
        function(subject, None, holder)

    def units(self):
        names = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
        self.lib.indexstore_store_units_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, callback]
        self.lib.indexstore_store_units_apply_f.restype = ctypes.c_bool
        self.lib.indexstore_store_units_apply_f(self.store, 1, None, callback(lambda _, name: names.append(name.text()) or True))
        return names

    def unit(self, name):
        """The unit's main file, when it was written, and the names of its records."""
        error = ctypes.c_void_p()
        reader = self.lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(error))
        if not reader:
            return None, 0, []
        main = self.lib.indexstore_unit_reader_get_main_file(reader).text()
        seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
        self.lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
        records = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

        def each(_, dependency):
            if self.lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                records.append(self.lib.indexstore_unit_dependency_get_name(dependency).text())
            return True
        self.lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_void_p, callback]
        self._apply(self.lib.indexstore_unit_reader_dependencies_apply_f, reader, callback, each)
        self.lib.indexstore_unit_reader_dispose(reader)
        return main, seconds.value * 1_000_000_000 + nanoseconds.value, records

    def type_occurrences(self, record):
        """(usr, name, is definition, is reference) of each type occurrence in a record."""
        error = ctypes.c_void_p()
        reader = self.lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            return []
        found = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

        def each(_, occurrence):
            symbol = self.lib.indexstore_occurrence_get_symbol(occurrence)
            if self.lib.indexstore_symbol_get_kind(symbol) in TYPE_KINDS:
                roles = self.lib.indexstore_occurrence_get_roles(occurrence)
                found.append((self.lib.indexstore_symbol_get_usr(symbol).text(), self.lib.indexstore_symbol_get_name(symbol).text(),
                              bool(roles & ROLE_DEFINITION), bool(roles & ROLE_REFERENCE)))
            return True
        self.lib.indexstore_record_reader_occurrences_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_void_p, callback]
        self._apply(self.lib.indexstore_record_reader_occurrences_apply_f, reader, callback, each)
        self.lib.indexstore_record_reader_dispose(reader)
        return found


def place(path, sources):
    """(target, folder) of a source file under `sources`; folder "." for a target's own root."""
    relative = os.path.relpath(path, sources)
    parts = relative.split(os.sep)
    if parts[0] == ".." or len(parts) < 2:
        return None
    return parts[0], parts[1] if len(parts) > 2 else "."


def folder_edges(files):
    """Edges between the folders of each target: `files` maps a path to
    (target, folder, [(usr, name, is definition, is reference)]). Returns
    {target: {folder: {other folder: sorted type names}}} and {target: folders}."""
    declared = {}
    for target, folder, occurrences in files.values():
        for usr, name, definition, _ in occurrences:
            if definition:
                declared[usr] = (target, folder, name)
    edges = defaultdict(lambda: defaultdict(lambda: defaultdict(set)))
    folders = defaultdict(set)
    for target, folder, occurrences in files.values():
        if folder != ".":
            folders[target].add(folder)
        for usr, _, _, reference in occurrences:
            owner = declared.get(usr)
            if not reference or not owner:
                continue
            other_target, other, name = owner
            if other_target == target and other != folder and "." not in (folder, other):
                edges[target][folder][other].add(name)
    return ({t: {a: {b: sorted(names) for b, names in bs.items()} for a, bs in fs.items()} for t, fs in edges.items()},
            {t: sorted(fs) for t, fs in folders.items()})


def cycles(nodes, edges):
    """The strongly connected groups of more than one folder (Tarjan's), each sorted, in a stable order."""
    index, low, on, stack, groups = {}, {}, set(), [], []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, {}))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on.add(successor)
                    work.append((successor, iter(sorted(edges.get(successor, {})))))
                    advanced = True
                    break
                if successor in on:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def layers(nodes, edges):
    """The folders of an acyclic graph by layer, bottom up: a folder's layer is
    one above the highest of the folders it refers to (0 for none)."""
    level = {}
    for root in nodes:
        work = [root]
        while work:
            node = work[-1]
            pending = [other for other in sorted(edges.get(node, {})) if other not in level]
            if pending:
                work.extend(pending)
                continue
            work.pop()
            level[node] = 1 + max((level[other] for other in edges.get(node, {})), default=-1)
    grouped = {}
    for node in nodes:
        grouped.setdefault(level[node], []).append(node)
    return [sorted(grouped[layer]) for layer in sorted(grouped)]


def markdown(target, folders, edges):
    """A target's folders as a table (each with the folders it refers to), then
    its cycles, or its layers bottom up when it has none."""
    lines = [f"| folder of `{target}` | refers to |", "|---|---|"]
    for folder in folders:
        lines.append(f"| `{folder}/` | " + (", ".join(sorted(edges.get(folder, {}))) or "—") + " |")
    groups = cycles(folders, edges)
    lines.append("")
    if groups:
        lines.append("Cycles: " + "; ".join(", ".join(group) for group in groups) + ".")
    else:
        lines.append("Cycles: none. Layers, bottom up (each refers only to those below it):")
        lines.append("")
        lines.extend(f"{number}. " + ", ".join(layer) for number, layer in enumerate(layers(folders, edges), start=1))
    return "\n".join(lines) + "\n"


def read_index(store_path, sources):
    """Each source file under `sources` that still exists, from its newest unit
    (a file compiled for two builds, or before a change, has several)."""
    store = IndexStore(store_path)
    newest = {}
    for unit in store.units():
        main, written, records = store.unit(unit)
        if main and os.path.exists(main) and place(os.path.realpath(main), sources) and written >= newest.get(main, (-1,))[0]:
            newest[main] = (written, records)
    files = {}
    for main, (_, records) in sorted(newest.items()):
        target, folder = place(os.path.realpath(main), sources)
        files[main] = (target, folder, [occurrence for record in records for occurrence in store.type_occurrences(record)])
    return files


def main():
    parser = argparse.ArgumentParser(description="The folder graph of each target, from the compiler's index.")
    parser.add_argument("--store", default=".build/debug/index/store", help="the index store (SwiftPM's debug build writes it)")
    parser.add_argument("--sources", default="Sources")
    parser.add_argument("--edges", action="store_true", help="list each edge with the types that make it")
    parser.add_argument("--mermaid", metavar="TARGET", help="print TARGET's folder graph as a Mermaid flowchart")
    parser.add_argument("--markdown", metavar="TARGET", help="print TARGET's folders, what each refers to, and its cycles, as Markdown")
    arguments = parser.parse_args()
    files = read_index(arguments.store, os.path.realpath(arguments.sources))
    if not files:
        sys.exit(f"scripts/folder-graph: the index store {arguments.store} holds no file under {arguments.sources}; build first (swift build)")
    edges, folders = folder_edges(files)
    if arguments.markdown:
        print(markdown(arguments.markdown, folders.get(arguments.markdown, []), edges.get(arguments.markdown, {})), end="")
        return
    if arguments.mermaid:
        print("flowchart TD")
        for folder, others in sorted(edges.get(arguments.mermaid, {}).items()):
            for other in sorted(others):
                print(f"    {folder} --> {other}")
        return
    largest = 0
    for target in sorted({placed[0] for placed in files.values()}):
        target_edges = edges.get(target, {})
        groups = cycles(folders.get(target, []), target_edges)
        largest = max([largest] + [len(group) for group in groups])
        count = sum(len(others) for others in target_edges.values())
        print(f"{target}: {len(folders.get(target, []))} folders, {count} folder edges, cycles: "
              + ("; ".join(" ".join(group) for group in groups) or "none"))
        if arguments.edges:
            for folder, others in sorted(target_edges.items()):
                for other, names in sorted(others.items()):
                    print(f"  {folder} -> {other}: {', '.join(names)}")
    print(f"largest cycle: {largest} folders")


if __name__ == "__main__":
    main()
