"""banners: banner-<id>.webp 1920x560 and banner-<id>-sm.webp 780x560, one per inner page.

Every banner: a dark navy field, soft glows, a faint grid fading in from the right, one abstract
motif for the page's subject on the right half (the other modules here), and a dark veil over the
left half where the page title sits in white."""
import random
from .business import m_business, m_energy_iot, m_marine, m_smart_city
from .company import m_company_history, m_company_intro, m_company_org, m_core_capabilities, m_esg, m_talent
from .industry import m_ai, m_design, m_digital_twin, m_safety, m_smart_factory
from .products import m_kiosk, m_parkdian, m_remote_locker, m_rfid
from .resources import m_press, m_press_view, m_publicity, m_webzine
from .solutions import m_enov, m_hatna, m_must_xr, m_safewiz, m_smart_erp, m_smart_mes
from ..palette import BLUE, DEEP, NAVY, OCEAN, SKY, TEAL, WHITE
from ..scenes import common_defs
from ..svg import el, glow, lin, svg

NEEDS = ('rsvg-convert', 'cwebp')

# banner id -> (motif, first glow colour, second glow colour)
BANNERS = {
    'company-intro': (m_company_intro, TEAL, BLUE),
    'company-history': (m_company_history, BLUE, TEAL),
    'company-organization': (m_company_org, SKY, OCEAN),
    'company-core-capabilities': (m_core_capabilities, TEAL, BLUE),
    'company-esg-management': (m_esg, TEAL, '#0b8f6e'),
    'company-talent': (m_talent, BLUE, TEAL),
    'business': (m_business, TEAL, BLUE),
    'business-energy-iot': (m_energy_iot, TEAL, BLUE),
    'business-marine-ict': (m_marine, OCEAN, TEAL),
    'business-smart-city': (m_smart_city, BLUE, TEAL),
    'business-digital-twin': (m_digital_twin, TEAL, BLUE),
    'business-smart-factory': (m_smart_factory, BLUE, OCEAN),
    'business-safety': (m_safety, TEAL, BLUE),
    'business-design': (m_design, BLUE, OCEAN),
    'business-ai': (m_ai, SKY, TEAL),
    'solution-safewiz': (m_safewiz, BLUE, TEAL),
    'solution-must-xr': (m_must_xr, TEAL, '#2a3fb8'),
    'solution-hatna': (m_hatna, '#c2611a', BLUE),
    'solution-enov': (m_enov, TEAL, BLUE),
    'solution-smart-erp': (m_smart_erp, BLUE, TEAL),
    'solution-smart-mes': (m_smart_mes, TEAL, OCEAN),
    'products-parkdian': (m_parkdian, BLUE, TEAL),
    'products-remote-locker': (m_remote_locker, TEAL, BLUE),
    'products-kiosk': (m_kiosk, SKY, TEAL),
    'products-rfid': (m_rfid, TEAL, BLUE),
    'resources-publicity': (m_publicity, BLUE, TEAL),
    'resources-press': (m_press, OCEAN, BLUE),
    'resources-pressView': (m_press_view, BLUE, TEAL),
    'resources-webzine': (m_webzine, TEAL, BLUE),
}
def banner_svg(bid, small=False):
    motif, ca, cb = BANNERS[bid]
    r = random.Random(bid)
    W, H, CX, CY = 1920, 560, 1420, 285
    defs = [common_defs(),
            lin('bg', [(0, DEEP, 1), (.55, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1),
            lin('veil', [(0, DEEP, .96), (.28, DEEP, .82), (.5, DEEP, .35), (.62, DEEP, 0)], 0, 0, 1, 0),
            lin('floor', [(0, DEEP, 0), (1, DEEP, .55)], 0, 0, 0, 1),
            el('pattern', el('path', d='M48 0H0V48', fill='none', stroke=WHITE, stroke_opacity=.07), id='grid', width=48, height=48, patternUnits='userSpaceOnUse'),
            lin('gridfade', [(0, WHITE, 0), (.45, WHITE, .15), (1, WHITE, 1)], 0, 0, 1, 0),
            el('mask', el('rect', width=W, height=H, fill='url(#gridfade)'), id='gridmask')]
    body = [el('rect', width=W, height=H, fill='url(#bg)')]
    for i, (x, y, rr_, c, op) in enumerate([(CX + r.randint(-80, 160), r.randint(40, 160), 640, ca, .42),
                                            (CX - 260 + r.randint(-60, 60), H + 40, 720, cb, .4),
                                            (1860, r.randint(380, 520), 380, TEAL, .18)]):
        d, b = glow(x, y, rr_, c, op, f'gl{i}')
        defs.append(d)
        body.append(b)
    body.append(el('rect', width=W, height=H, fill='url(#grid)', mask='url(#gridmask)'))
    body.append(f'<g>{motif(CX, CY, r)}</g>')
    body.append(el('rect', y=H - 160, width=W, height=160, fill='url(#floor)'))
    if small:
        # phones: crop on the motif, dim it evenly, darker on the left and bottom for the title
        X0 = CX - 390
        defs.append(lin('veilS', [(0, DEEP, .88), (.45, DEEP, .55), (1, DEEP, .25)], 0, 0, 1, 0))
        defs.append(lin('veilB', [(0, DEEP, 0), (1, DEEP, .7)], 0, 0, 0, 1))
        body.append(el('rect', x=X0, width=780, height=H, fill='url(#veilS)'))
        body.append(el('rect', x=X0, y=H * .45, width=780, height=H * .55, fill='url(#veilB)'))
        return svg(780, 560, ''.join(body), ''.join(defs), vb=f'{X0} 0 780 560')
    body.append(el('rect', width=W, height=H, fill='url(#veil)'))
    return svg(W, H, ''.join(body), ''.join(defs))

def files():
    return [f'assets/img/banner-{bid}{size}.webp' for bid in BANNERS for size in ('', '-sm')]

def build(media):
    print('banners')
    def one(bid):
        media.raster(banner_svg(bid), 1920, 560, f'{media.img}/banner-{bid}.webp', 120_000, 90)
        media.raster(banner_svg(bid, True), 780, 560, f'{media.img}/banner-{bid}-sm.webp', 50_000, 88)
    media.parallel(one, list(BANNERS))
