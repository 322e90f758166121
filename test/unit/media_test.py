"""The pure parts of tools/media: SVG helpers, the seamless video loops, the file lists and the size
limit report. Run by test/unit/media.test.ts (python3 test/unit/media_test.py); needs no media tool."""
import os, shutil, sys, tempfile, unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))

from tools.media.aurora import aurora_frame
from tools.media.groups import GROUPS
from tools.media.hero import hero_frame
from tools.media.iso import Iso
from tools.media.output import Media
from tools.media.tiles import KINDS, MOTIFS
from tools.media.shapes import arc_d
from tools.media.svg import el, n, path_from, pts


class SvgHelpers(unittest.TestCase):
    def test_numbers_are_compact(self):
        self.assertEqual([n(1.50), n(2.0), n(-0.001), n(0.125), n('50%')], ['1.5', '2', '0', '0.12', '50%'])

    def test_elements_take_keywords_as_attributes(self):
        self.assertEqual(el('rect', id_='a', stroke_width=1.5, fill=None), '<rect id="a" stroke-width="1.5"/>')
        self.assertEqual(el('g', '<p/>', opacity=.5), '<g opacity="0.5"><p/></g>')

    def test_points_and_paths(self):
        self.assertEqual(pts([(0, 1.5), (2, 3)]), '0,1.5 2,3')
        self.assertEqual(path_from([(0, 0), (1, 2)], True), 'M0 0 L1 2Z')
        self.assertEqual(arc_d(0, 0, 10, 0, 90), 'M10 0A10 10 0 0 1 0 10')
        self.assertIn(' 0 1 1 ', arc_d(0, 0, 10, 0, 270))

    def test_isometric_axes(self):
        iso = Iso(100, 50, 10)
        self.assertEqual(iso.p(0, 0), (100, 50))
        x, y = iso.p(1, 0)
        self.assertAlmostEqual(x, 100 + 10 * 3 ** .5 / 2)
        self.assertAlmostEqual(y, 55)
        self.assertEqual(iso.p(0, 0, 1), (100, 40))


class Loops(unittest.TestCase):
    """The videos loop without a jump: the frame after the last (t = 1) is the first one again."""

    def test_hero_loops_in_both_shapes(self):
        for w, h in ((1280, 720), (540, 960)):
            self.assertEqual(hero_frame(0, w, h), hero_frame(1, w, h))
            self.assertNotEqual(hero_frame(0, w, h), hero_frame(.5, w, h))

    def test_aurora_loops(self):
        self.assertEqual(aurora_frame(0), aurora_frame(1))
        self.assertNotEqual(aurora_frame(0), aurora_frame(.5))


class Files(unittest.TestCase):
    def test_no_two_groups_make_the_same_file(self):
        every = [f for group in GROUPS.values() for f in group.files()]
        self.assertEqual(len(every), len(set(every)))
        self.assertTrue(all(f == 'favicon.svg' or f == 'favicon.ico' or f.startswith('assets/') for f in every))

    def test_every_tile_has_a_motif(self):
        self.assertEqual(sorted(MOTIFS), sorted(KINDS))

    def test_a_file_over_its_limit_is_reported_with_its_path(self):
        root = tempfile.mkdtemp()
        try:
            media = Media(os.path.join(root, 'static'))
            media.close()
            media._made(os.path.join(media.img, 'x.webp'), 200, 100)
            media._made(os.path.join(media.img, 'y.webp'), 100, 100)
            self.assertEqual(media.problems, ['static/assets/img/x.webp: 200 bytes > 100'])
            self.assertEqual(media.made, ['assets/img/x.webp', 'assets/img/y.webp'])
        finally:
            shutil.rmtree(root)


if __name__ == '__main__':
    unittest.main()
