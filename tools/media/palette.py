"""The brand palette (the site's own colours, client/styles) and the font stack of <text> in scenes."""

NAVY, BLUE, OCEAN, TEAL, ORANGE, GREY, TEXT = '#0a1f3c', '#1457d9', '#0f4c81', '#00a3a1', '#ff7a1a', '#f3f5f8', '#17202c'
DEEP = '#061429'      # darker navy for backgrounds
SKY = '#3b82f6'       # lighter blue for highlights on dark
MINT = '#2fd1c5'      # lighter teal for highlights on dark
WHITE = '#ffffff'
# rsvg-convert sets <text> in Inter (fonts-inter); Korean falls back to Noto Sans CJK.
FONT = 'Inter, Noto Sans CJK KR, sans-serif'
