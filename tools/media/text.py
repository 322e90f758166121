"""Text set as glyph outlines from Inter (SIL OFL), so logos and wordmarks need no installed font."""

INTER = '/usr/share/fonts/opentype/inter/'

# fontTools is imported on first use: the groups that set no text run without it.
_fonts = {}
def _font(name):
    if name not in _fonts:
        from fontTools.ttLib import TTFont
        f = TTFont(INTER + name)
        _fonts[name] = (f, f.getGlyphSet(), f.getBestCmap(), f['head'].unitsPerEm)
    return _fonts[name]

def text_path(text, font, size, x, y, tracking=0.0, anchor='start', dec=2):
    """Path data of `text` set in an Inter cut, baseline at y. Returns (d, width)."""
    from fontTools.pens.recordingPen import RecordingPen
    from fontTools.pens.transformPen import TransformPen
    f, gs, cmap, upm = _font(font)
    s = size / upm
    width = sum(gs[cmap[ord(c)]].width * s for c in text) + tracking * (len(text) - 1)
    cx = x - (width if anchor == 'end' else width / 2 if anchor == 'middle' else 0)
    fmt = lambda v: (f'{v:.{dec}f}').rstrip('0').rstrip('.')
    out = []
    for c in text:
        g = gs[cmap[ord(c)]]
        rp = RecordingPen()
        g.draw(TransformPen(rp, (s, 0, 0, -s, cx, y)))
        for op, args in rp.value:
            cmd = {'moveTo': 'M', 'lineTo': 'L', 'curveTo': 'C', 'qCurveTo': 'Q', 'closePath': 'Z', 'endPath': ''}[op]
            out.append(cmd + ' '.join(f'{fmt(px)} {fmt(py)}' for px, py in args))
        cx += g.width * s + tracking
    return ''.join(out), width

# ---- isometric helpers --------------------------------------------------------
