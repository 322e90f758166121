"""hero: video/main.mp4, video/main-sm.mp4 and their posters."""
import math, random
from .palette import BLUE, DEEP, MINT, NAVY, SKY, TEAL, WHITE
from .shapes import TAU
from .svg import circ, el, glow, lin, ln, n, pline, rad, svg
from .output import FPS

NEEDS = ('rsvg-convert', 'cwebp', 'ffmpeg')

def hero_frame(t, W, H):
    """Frame at loop phase t in [0, 1) of the hero loop. Everything that moves is periodic in t
    with a whole number of periods, so the frame at t=1 equals the frame at t=0. The layers draw
    from one seeded generator in this order, so every frame places the same waves and particles."""
    portrait = H > W
    rnd = random.Random(42)
    defs = [lin('hb', [(0, DEEP, 1), (.55, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1)]
    body = [el('rect', width=W, height=H, fill='url(#hb)')]
    glows(t, W, H, defs, body)
    floor_grid(t, W, H, portrait, defs, body)
    wy = waves(t, W, H, portrait, rnd, defs, body)
    particles(t, W, portrait, rnd, wy, body)
    node_network(t, W, H, portrait, rnd, body)
    defs.append(rad('hv', [(0, DEEP, 0), (.7, DEEP, .15), (1, DEEP, .6)], .5, .5, .75))
    body.append(el('rect', width=W, height=H, fill='url(#hv)'))
    return svg(W, H, ''.join(body), ''.join(defs))

def glows(t, W, H, defs, body):
    """Three soft lights drifting on circles."""
    M = max(W, H)
    for i, (x, y, r_, c, op) in enumerate([
            (W * .72 + W * .06 * math.sin(TAU * t), H * .3 + H * .05 * math.cos(TAU * t), M * .5, TEAL, .38),
            (W * .2 + W * .07 * math.cos(TAU * t), H * .88 + H * .03 * math.sin(TAU * t), M * .6, BLUE, .5),
            (W * .5 + W * .1 * math.sin(TAU * t + 2), H * .55, M * .3, SKY, .14)]):
        d, b = glow(x, y, r_, c, op, f'hg{i}')
        defs.append(d)
        body.append(b)

def floor_grid(t, W, H, portrait, defs, body):
    """A perspective floor grid scrolling towards the viewer, two cells per loop."""
    yh = H * (.64 if portrait else .6)
    vpy = yh - (H - yh) * .45
    defs.append(lin('hfl', [(0, MINT, 0), (.25, MINT, .12), (1, MINT, .32)], 0, yh, 0, H, units='userSpaceOnUse'))
    d = ''
    sp = W / (9 if portrait else 16)
    k_ = int(W / sp * 2.2)
    for k in range(-k_, k_ + 1):
        xb = W / 2 + k * sp * 2.2
        f_ = (yh - vpy) / (H - vpy)
        d += f'M{n(W / 2 + (xb - W / 2) * f_)} {n(yh)}L{n(xb)} {H}'
    s_ = (t * 2) % 1
    for j in range(1, 40):
        dep = j - s_
        if dep < .5:
            continue
        y = yh + (H - yh) * (.5 / dep)
        d += f'M0 {n(y)}H{W}'
    body.append(el('path', d=d, stroke='url(#hfl)', stroke_width=1.1, fill='none'))

WAVES = 16

def waves(t, W, H, portrait, rnd, defs, body):
    """Flowing wave lines; returns wy(i, x), the height of wave i at x, for the particles."""
    N = WAVES
    yc = H * (.5 if portrait else .47)
    spread = H * (.022 if portrait else .026)
    defs.append(lin('hw', [(0, BLUE, 0), (.25, SKY, .55), (.6, MINT, .85), (1, BLUE, 0)], 0, 0, W, 0, units='userSpaceOnUse'))
    lam1, lam2 = W * (1.3 if portrait else .9), W * (.7 if portrait else .45)
    amp1, amp2 = H * (.07 if portrait else .09), H * .025
    phases = [(rnd.random() * TAU, rnd.random() * TAU) for _ in range(N)]
    def wy(i, x):
        p1, p2 = phases[i]
        env = .65 + .35 * math.sin(TAU * x / (W * 1.6) + i * .2)
        return (yc + (i - N / 2) * spread * (1 + .4 * math.sin(TAU * (t + x / W * .5)))
                + amp1 * env * math.sin(TAU * (x / lam1 + t) + p1 * .15 + i * .12)
                + amp2 * math.sin(TAU * (x / lam2 - 2 * t) + p2))
    step = W / 96
    for i in range(N):
        ps = [(x * step, wy(i, x * step)) for x in range(0, 97)]
        strong = i % 5 == 2
        body.append(pline(ps, stroke='url(#hw)', stroke_width=2 if strong else 1.1, stroke_opacity=1 if strong else .55))
    return wy

def particles(t, W, portrait, rnd, wy, body):
    """Particles riding the waves, one or two laps per loop, twinkling."""
    span = W + 80
    for k in range(70 if not portrait else 46):
        i = rnd.randrange(WAVES)
        laps = rnd.choice((1, 1, 2))
        x = (rnd.random() * span + laps * t * span) % span - 40
        y = wy(i, x)
        r_ = rnd.choice((1.3, 1.6, 2.0, 2.6))
        tw = .55 + .45 * math.sin(TAU * (rnd.choice((1, 2, 3)) * t + rnd.random()))
        c = MINT if rnd.random() < .6 else WHITE
        body.append(circ(x, y, r_ * 4, fill=c, fop=.1 * tw) + circ(x, y, r_, fill=c, fop=.9 * tw))

def node_network(t, W, H, portrait, rnd, body):
    """A light network in the upper area: circling nodes, joined when near each other."""
    nodes = []
    for k in range(11 if not portrait else 8):
        bx, by = rnd.uniform(.05, .95) * W, rnd.uniform(.06, .34 if not portrait else .3) * H
        ph = rnd.random()
        rr_ = rnd.uniform(8, 22)
        nodes.append((bx + rr_ * math.cos(TAU * (t + ph)), by + rr_ * math.sin(TAU * (t + ph))))
    lim = W * (.2 if not portrait else .38)
    for a in range(len(nodes)):
        for b in range(a + 1, len(nodes)):
            dd = math.dist(nodes[a], nodes[b])
            if dd < lim:
                body.append(ln(*nodes[a], *nodes[b], c=SKY, w=1, op=.28 * (1 - dd / lim)))
    for k, (x, y) in enumerate(nodes):
        body.append(circ(x, y, 2.4, fill=MINT if k % 3 else WHITE, fop=.8))

def files():
    return ['assets/video/main.mp4', 'assets/video/main-sm.mp4', 'assets/img/main-poster.webp', 'assets/img/main-poster-sm.webp']

def build(media):
    print('hero')
    frames = 10 * FPS   # a 10 s loop
    p = media.render_frames(hero_frame, frames, 1280, 720, 1280, 720, 'hero')
    media.encode(p, f'{media.video}/main.mp4', 1_500_000, 23)
    p = media.render_frames(hero_frame, frames, 540, 960, 540, 960, 'hero-sm')
    media.encode(p, f'{media.video}/main-sm.mp4', 700_000, 23)
    # posters: frame 0 of each video, rendered from the same vector frame at poster size
    media.raster(hero_frame(0, 1280, 720), 1920, 1080, f'{media.img}/main-poster.webp', 100_000, 86)
    media.raster(hero_frame(0, 540, 960), 720, 1280, f'{media.img}/main-poster-sm.webp', 60_000, 86)
