#!/usr/bin/env python3
"""Tests of scripts/folder_graph.py on made-up index data, and, when a build's
index is there, that CONTRIBUTING.md's folder table is the one it gives now."""
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import folder_graph  # noqa: E402


def files(*entries):
    """Index data: (path, target, folder, [(usr, name, is definition, is reference)])."""
    return {path: (target, folder, occurrences) for path, target, folder, occurrences in entries}


class FolderEdgesTests(unittest.TestCase):
    def test_a_folder_refers_to_the_folder_declaring_a_type_it_uses(self):
        edges, folders = folder_graph.folder_edges(files(
            ("a/Node.swift", "Lib", "YAML", [("s:Node", "Node", True, False)]),
            ("a/Spec.swift", "Lib", "Spec", [("s:Spec", "Spec", True, False), ("s:Node", "Node", False, True)]),
        ))
        self.assertEqual(edges, {"Lib": {"Spec": {"YAML": ["Node"]}}})
        self.assertEqual(folders, {"Lib": ["Spec", "YAML"]})

    def test_uses_inside_a_folder_across_targets_or_from_a_targets_root_make_no_edge(self):
        edges, _ = folder_graph.folder_edges(files(
            ("a/Node.swift", "Lib", "YAML", [("s:Node", "Node", True, False), ("s:Mark", "Mark", True, True)]),
            ("a/Mark.swift", "Lib", "YAML", [("s:Node", "Node", False, True)]),
            ("b/Tool.swift", "Tool", "Commands", [("s:Node", "Node", False, True)]),
            ("a/main.swift", "Lib", ".", [("s:Node", "Node", False, True)]),
        ))
        self.assertEqual(edges, {})

    def test_a_definition_alone_is_not_a_use(self):
        edges, _ = folder_graph.folder_edges(files(
            ("a/Node.swift", "Lib", "YAML", [("s:Node", "Node", True, False)]),
            ("a/Spec.swift", "Lib", "Spec", [("s:Node", "Node", True, False)]),
        ))
        self.assertEqual(edges, {})


class CycleTests(unittest.TestCase):
    def test_cycles_are_the_groups_that_reach_each_other(self):
        edges = {"A": {"B": []}, "B": {"C": []}, "C": {"A": []}, "D": {"A": []}, "E": {"F": []}, "F": {"E": []}}
        self.assertEqual(folder_graph.cycles(["A", "B", "C", "D", "E", "F"], edges), [["A", "B", "C"], ["E", "F"]])

    def test_layers_have_no_cycle(self):
        edges = {"Spec": {"YAML": []}, "Decoding": {"Spec": [], "YAML": []}}
        self.assertEqual(folder_graph.cycles(["Decoding", "Spec", "YAML"], edges), [])

    def test_a_long_chain_needs_no_recursion(self):
        names = [f"F{i:05}" for i in range(5000)]
        edges = {a: {b: []} for a, b in zip(names, names[1:])}
        edges[names[-1]] = {names[0]: []}
        self.assertEqual(folder_graph.cycles(names, edges), [names])

    def test_the_markdown_table_lists_each_folder_and_the_cycles(self):
        text = folder_graph.markdown("Lib", ["A", "B", "C"], {"A": {"B": []}, "B": {"A": []}})
        self.assertEqual(text, "| folder of `Lib` | refers to |\n|---|---|\n| `A/` | B |\n| `B/` | A |\n| `C/` | — |\n\nCycles: A, B.\n")

    def test_layers_put_each_folder_one_above_the_highest_it_refers_to(self):
        edges = {"Steps": {"Decoding": [], "YAML": []}, "Decoding": {"YAML": []}, "Reports": {"YAML": []}}
        self.assertEqual(folder_graph.layers(["Decoding", "Reports", "Steps", "Text", "YAML"], edges),
                         [["Text", "YAML"], ["Decoding", "Reports"], ["Steps"]])

    def test_an_acyclic_table_ends_with_its_layers(self):
        text = folder_graph.markdown("Lib", ["A", "B"], {"A": {"B": []}})
        self.assertTrue(text.endswith("Cycles: none. Layers, bottom up (each refers only to those below it):\n\n1. B\n2. A\n"), text)


class ContributingTests(unittest.TestCase):
    STORE = ".build/debug/index/store"

    @unittest.skipUnless(os.path.isdir(STORE), "no build's index here")
    def test_no_target_has_a_folder_cycle(self):
        edges, folders = folder_graph.folder_edges(folder_graph.read_index(self.STORE, os.path.realpath("Sources")))
        for target, names in folders.items():
            self.assertEqual(folder_graph.cycles(names, edges.get(target, {})), [],
                             f"the folders of {target} refer to each other in a cycle; scripts/folder-graph --edges names the types")

    @unittest.skipUnless(os.path.isdir(STORE), "no build's index here")
    def test_plugin_files_and_the_host_never_name_the_simulation(self):
        edges, _ = folder_graph.folder_edges(folder_graph.read_index(self.STORE, os.path.realpath("Sources")))
        for folder in ["Composition", "Host"]:
            self.assertNotIn("Simulation", edges["ScrollDSL"].get(folder, {}),
                             f"{folder}/ names {edges['ScrollDSL'].get(folder, {}).get('Simulation')}: go through the host's protocols")

    @unittest.skipUnless(os.path.isdir(STORE), "no build's index here")
    def test_contributing_shows_the_folder_table_of_the_sources_as_they_are(self):
        table = subprocess.run([sys.executable, "scripts/folder_graph.py", "--markdown", "ScrollDSL"],
                               check=True, capture_output=True, text=True).stdout
        with open("CONTRIBUTING.md", encoding="utf-8") as contributing:
            self.assertIn(table, contributing.read(), "run scripts/generate-docs")


if __name__ == "__main__":
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    unittest.main()
