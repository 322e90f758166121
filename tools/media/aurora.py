"""aurora: aurora.webp and video/aurora.mp4."""
import math, random
from .palette import BLUE, MINT, SKY, TEAL
from .shapes import TAU
from .svg import el, glow, lin, ln, n, poly, svg
from .output import FPS

NEEDS = ('rsvg-convert', 'cwebp', 'ffmpeg')

def aurora_frame(t, W=1280, H=720):
    """Aurora curtains: each has a bright, wavy lower edge and soft rays fading upwards;
    edges and rays drift once per loop. Blurred, so it can be rendered small and scaled up."""
    rnd = random.Random(7)
    defs = [lin('ab', [(0, '#030b1a', 1), (.55, '#071832', 1), (1, '#0a2244', 1)], 0, 0, 0, 1),
            f'<filter id="ablur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="{n(W / 90)}"/></filter>',
            f'<filter id="ablur2" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="{n(W / 40)}"/></filter>']
    body = [el('rect', width=W, height=H, fill='url(#ab)')]
    d, b = glow(W * .55, H * .62, W * .55, TEAL, .22, 'ag0')
    defs.append(d)
    body.append(b)
    curtains = [(.50, MINT, .85, 1, .0, .36), (.62, TEAL, .75, -1, 1.9, .30), (.42, SKY, .6, 1, 3.3, .26), (.70, BLUE, .7, -1, 4.6, .24)]
    for i, (yb, c, op, dirn, ph, hgt) in enumerate(curtains):
        defs.append(lin(f'ar{i}', [(0, c, 0), (.55, c, op * .35), (.9, c, op), (1, c, 0)], 0, 0, 0, 1))
        edge = lambda x: (H * yb + H * .12 * math.sin(TAU * (x / W * .7 + dirn * t) + ph)
                          + H * .04 * math.sin(TAU * (x / W * 1.9 - dirn * t) + ph * 2))
        top, bot = [], []
        for k in range(0, 49):
            x = -W * .15 + k * W * 1.3 / 48
            y = edge(x)
            h = H * hgt * (.7 + .3 * math.sin(TAU * (x / W * 1.2 + t) + ph))
            top.append((x, y - h))
            bot.append((x, y + H * .015))
        g = poly(top + bot[::-1], fill=f'url(#ar{i})')
        rays = ''
        for k in range(70):
            x0 = rnd.uniform(-W * .1, W * 1.1)
            x = x0 + W * .02 * math.sin(TAU * (t + rnd.random()))
            y = edge(x)
            h = H * hgt * rnd.uniform(.4, 1.1)
            w_ = rnd.uniform(2, 7) * W / 1280
            rays += ln(x, y, x, y - h, c=c, w=w_, op=op * .28 * (.6 + .4 * math.sin(TAU * (t * rnd.choice((1, 2)) + rnd.random()))))
        body.append(f'<g filter="url(#ablur2)">{g}</g><g filter="url(#ablur)">{rays}</g>')
    d, b = glow(W * .4, H * 1.15, W * .7, BLUE, .3, 'ag')
    defs.append(d)
    body.append(b)
    return svg(W, H, ''.join(body), ''.join(defs))

def files():
    return ['assets/video/aurora.mp4', 'assets/img/aurora.webp']

def build(media):
    print('aurora')
    frames = 12 * FPS   # a slow 12 s loop
    # soft content: render at half size and scale up (saves time, no visible loss)
    p = media.render_frames(aurora_frame, frames, 1280, 720, 640, 360, 'aurora')
    media.encode(p, f'{media.video}/aurora.mp4', 1_200_000, 22, scale='1280:720')
    media.raster(aurora_frame(0), 1920, 1080, f'{media.img}/aurora.webp', 80_000, 86)
