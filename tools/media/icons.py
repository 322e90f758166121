"""icons: menu-*.svg, biz-*.svg, icon-*.svg (hand-drawn stroke icons)."""
from .palette import BLUE, TEAL
from .shapes import bolt_d, gear_d, helmet_d

NEEDS = ()
BIZ = ('energy-iot', 'marine-ict', 'smart-city', 'digital-twin', 'smart-factory', 'safety', 'design', 'ai')

ICON_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" '
             'stroke="#1457d9" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">')

def _gear_icon():
    return f'<path d="{gear_d(12, 12, 9, 6.6, 8)}"/><circle cx="12" cy="12" r="2.6"/>'

ICONS = {
    'shield': '<path d="M12 3l7 2.8v5.6c0 4.3-2.9 7.8-7 9.6-4.1-1.8-7-5.3-7-9.6V5.8L12 3z"/><path d="M8.8 12.2l2.2 2.2 4.2-4.4"/>',
    'chart': '<path d="M4 4v16h16"/><path d="M8 16v-3.5M12 16V9M16 16v-6"/><path d="M7.5 9.5l4-3.5 3 2 4-4"/>',
    'cloud': '<path d="M7.5 18.5h9.5a4 4 0 0 0 .4-8A5.6 5.6 0 0 0 6.6 9.3 4.6 4.6 0 0 0 7.5 18.5z"/>',
    'sensor': '<circle cx="12" cy="12" r="2.2"/><path d="M8.6 8.6a4.8 4.8 0 0 0 0 6.8M15.4 8.6a4.8 4.8 0 0 1 0 6.8M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8"/>',
    'vr': '<path d="M4.5 7.5h15A1.5 1.5 0 0 1 21 9v6.5a2 2 0 0 1-2 2h-3.6l-1.9-2.6h-3l-1.9 2.6H5a2 2 0 0 1-2-2V9a1.5 1.5 0 0 1 1.5-1.5z"/><path d="M7.5 7.5L9 4.5h6l1.5 3"/><path d="M7 11.5h3M14 11.5h3"/>',
    'factory': '<path d="M2.5 20.5h19"/><path d="M4 20.5v-9l5 3v-3l5 3V4.5h4v16"/><path d="M7.5 17.5h1.5M11.5 17.5H13"/><path d="M14 8.5h4"/>',
    'leaf': '<path d="M5 19c-.5-8.5 5-14.5 14.5-14.5.5 9.5-5.5 15-14.5 14.5z"/><path d="M5 19l8.5-8.5"/>',
    'people': '<circle cx="9" cy="8" r="3.2"/><path d="M3 20c0-3.4 2.7-6 6-6s6 2.6 6 6"/><path d="M15.5 4.9a3.2 3.2 0 0 1 0 6.2M17.5 14.4c2 .8 3.5 2.9 3.5 5.6"/>',
    'gear': None,  # drawn by _gear_icon
    'bolt': '<path d="M13.5 2.5L4.5 13.5h6.5l-1 8 9-11h-6.5l1-8z"/>',
    'ship': '<path d="M3 13.5h18l-2.6 5H5.6L3 13.5z"/><path d="M6 13.5V10h10l2 3.5"/><path d="M9.5 10V6.5h3V10"/><path d="M11 6.5V3.5"/><path d="M3 21.5c1.5 0 1.5-.8 3-.8s1.5.8 3 .8 1.5-.8 3-.8 1.5.8 3 .8 1.5-.8 3-.8 1.5.8 3 .8"/>',
    'city': '<path d="M2.5 21h19"/><path d="M4.5 21V10h5v11"/><path d="M9.5 21V4h6.5v17"/><path d="M16 21v-8.5h3.5V21"/><path d="M12.2 7.5h1.2M12.2 11h1.2M12.2 14.5h1.2M6.5 13.5h1.2M6.5 17h1.2"/>',
    'cube': '<path d="M12 2.8l8 4.6v9.2l-8 4.6-8-4.6V7.4l8-4.6z"/><path d="M4 7.4l8 4.6 8-4.6M12 12v9.2"/>',
    'brain': '<path d="M12 5.2A3 3 0 0 0 6.7 5 3 3 0 0 0 4.3 9.4 3.4 3.4 0 0 0 4.8 15 3.1 3.1 0 0 0 9 18.9a2.6 2.6 0 0 0 3 .8"/><path d="M12 5.2A3 3 0 0 1 17.3 5a3 3 0 0 1 2.4 4.4 3.4 3.4 0 0 1-.5 5.6 3.1 3.1 0 0 1-4.2 3.9 2.6 2.6 0 0 1-3 .8"/><path d="M12 5.2v14.5"/><path d="M8.2 10.5c1 .2 2 .9 2.3 2M15.8 10.5c-1 .2-2 .9-2.3 2"/>',
    'pencil': '<path d="M4 20l1.1-4.6L15.6 4.9a2.1 2.1 0 0 1 3 3L8.1 18.4 4 20z"/><path d="M13.6 6.9l3 3"/>',
    'check': '<circle cx="12" cy="12" r="9"/><path d="M8 12.3l2.8 2.8L16.2 9.6"/>',
    'lock': '<rect x="5" y="10.5" width="14" height="10.5" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/><path d="M12 14.5v2.5"/>',
    'phone': '<rect x="6.5" y="2.5" width="11" height="19" rx="2.2"/><path d="M10.8 18.5h2.4"/><path d="M10.5 5h3"/>',
    'map': '<path d="M3 6.5l6-2.2 6 2.2 6-2.2v13.4l-6 2.2-6-2.2-6 2.2V6.5z"/><path d="M9 4.3v13.4M15 6.5v13.4"/>',
    'solar': '<path d="M5.5 13h13l2.2 7.5H3.3L5.5 13z"/><path d="M4.4 16.6h15.2M10 13l-.6 7.5M14 13l.6 7.5"/><circle cx="12" cy="6.5" r="2.2"/><path d="M12 2v1M7.5 6.5h1M15.5 6.5h1M8.8 3.3l.7.7M15.2 3.3l-.7.7"/>',
    'parking': '<rect x="3" y="3" width="18" height="18" rx="3.5"/><path d="M9.5 17V7h3.6a3 3 0 0 1 0 6H9.5"/>',
    'kiosk': '<rect x="6" y="2.5" width="12" height="14.5" rx="1.6"/><rect x="8.3" y="5" width="7.4" height="6.5" rx=".6"/><path d="M9.5 14.2h5"/><path d="M10 17v4M14 17v4M7.5 21h9"/>',
    'rfid': '<rect x="2.5" y="6.5" width="12" height="11" rx="2"/><path d="M6.5 10h4v4h-4z"/><path d="M17.5 9.2a4 4 0 0 1 0 5.6M20 6.8a7.4 7.4 0 0 1 0 10.4"/>',
    'locker': '<rect x="4" y="2.5" width="16" height="19" rx="1.6"/><path d="M12 2.5v19M4 8.8h16M4 15.2h16"/><path d="M9.3 5v1.4M14.7 5v1.4M9.3 11.3v1.4M14.7 11.3v1.4M9.3 17.6V19M14.7 17.6V19"/>',
    'document': '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z"/><path d="M14 3v5h5"/><path d="M8.8 13h6.4M8.8 16.8h6.4"/>',
    'graduation': '<path d="M2 9.5L12 5l10 4.5L12 14 2 9.5z"/><path d="M6.5 11.6V16c0 1.6 2.5 3 5.5 3s5.5-1.4 5.5-3v-4.4"/><path d="M22 9.5v5.5"/>',
    'handshake': '<path d="M3 12.5l3.5-5 3 1.2"/><path d="M21 12.5l-3.5-5-5 1.6-3.1 2.6a1.3 1.3 0 0 0 1.7 2l2.8-1.7 4.6 4.1"/><path d="M6.5 14.5l2 2a1.2 1.2 0 0 0 1.8-1.6l.8.8a1.2 1.2 0 0 0 1.8-1.6l.7.7a1.2 1.2 0 0 0 1.8-1.6"/><path d="M3 12.5l3.5 2M21 12.5l-2.6 1.6"/>',
    'globe': '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.4 2.5 3.7 5.6 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.6-3.7-9S9.6 5.5 12 3z"/>',
    'alert': '<path d="M10.3 4.2L2.6 17.6A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4.3M12 17h.01"/>',
    'clock': '<circle cx="12" cy="12" r="9"/><path d="M12 7v5.2l3.4 2"/>',
}
MENU_ICONS = {
    'company': '<path d="M4 21V6.5L12 3v18"/><path d="M12 8.5l8 3V21"/><path d="M2.5 21h19"/><path d="M7.5 8.5h1.5M7.5 12h1.5M7.5 15.5h1.5M15.5 13.5H17M15.5 17H17"/>',
    'business': '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7"/><path d="M3 12.5h18"/><path d="M10.8 12.5v1.8h2.4v-1.8"/>',
    'solution': '<path d="M12 3l9 4.5-9 4.5-9-4.5L12 3z"/><path d="M3 12l9 4.5 9-4.5"/><path d="M3 16.5L12 21l9-4.5"/>',
    'products': '<path d="M12 2.8l8 4v10.4l-8 4-8-4V6.8l8-4z"/><path d="M4 6.8l8 4 8-4M12 10.8v10.4"/><path d="M8 4.8l8 4v3.5"/>',
    'resources': '<path d="M12 6.5C10 5 7 4.5 3 5v13.5c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z"/><path d="M12 6.5V20"/>',
    'contact': '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.8 6.5l8.2 6.2 8.2-6.2"/>',
}

def biz_icon(name):
    B, T_ = BLUE, TEAL
    # Unfilled by default (the <g fill="none"> below); filled shapes set fill themselves.
    S = f'stroke="{B}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"'
    St = f'stroke="{T_}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"'
    g = {
        'energy-iot': (f'<circle cx="24" cy="28" r="13" fill="{T_}" fill-opacity=".14"/>'
                       f'<path d="{bolt_d(24, 28, 9)}" fill="{T_}"/>'
                       f'<path d="M13.5 12.5a15 15 0 0 1 21 0M17.8 16.8a9 9 0 0 1 12.4 0" {S}/>'
                       f'<circle cx="24" cy="28" r="13" {S}/><path d="M5 28h6M37 28h6" {S}/>'
                       f'<circle cx="5" cy="28" r="1.6" fill="{B}"/><circle cx="43" cy="28" r="1.6" fill="{B}"/>'),
        'marine-ict': (f'<path d="M8 28h32l-4.5 8h-23L8 28z" fill="{B}" fill-opacity=".14" {S}/>'
                       f'<path d="M13 28v-6h17l3.5 6M18 22v-6h6v6M21 16V9" {S}/>'
                       f'<path d="M14.5 7.5a9 9 0 0 1 13 0" {St}/><path d="M17.3 10.3a5 5 0 0 1 7.4 0" {St}/>'
                       f'<path d="M4 42c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2" {St}/>'),
        'smart-city': (f'<path d="M6 42V22h9v20M15 42V10h11v32M26 42V26h8v16M34 42V17h8v25" {S}/>'
                       f'<path d="M4 42h40" {S}/><path d="M19.5 16h2M19.5 22h2M19.5 28h2M9.5 28h2M37 23h2M37 29h2" {S}/>'
                       f'<path d="M10.5 17C14 6 33 5 38 12" {St} stroke-dasharray="2.5 4"/>'
                       f'<circle cx="10.5" cy="17" r="3" fill="{T_}"/><circle cx="38" cy="12" r="3" fill="{T_}"/>'),
        'digital-twin': (f'<path d="M14 9l10 5.5v11.5L14 31.5 4 26V14.5L14 9z" fill="{T_}" fill-opacity=".18"/>'
                         f'<path d="M14 9l10 5.5v11.5L14 31.5 4 26V14.5L14 9zM4 14.5l10 5.5 10-5.5M14 20v11.5" {St}/>'
                         f'<path d="M34 16.5l10 5.5v11.5L34 39l-10-5.5V22l10-5.5zM24 22l10 5.5 10-5.5M34 27.5V39" {S} stroke-dasharray="3 3"/>'
                         f'<path d="M25 9.5c5-2 10-1 13 3" {S}/><path d="M38 12.5l.2-3.6-3.4 1.2" {S}/>'),
        'smart-factory': (f'<path d="M4 42V25l9 5v-5l9 5V14h7v28" {S}/><path d="M2 42h28" {S}/>'
                          f'<path d="M22 14l2-6h3l2 6" {S}/>'
                          f'<path d="{gear_d(37, 33, 9, 6.6, 9)}" fill="{T_}" fill-opacity=".16" {St}/>'
                          f'<circle cx="37" cy="33" r="2.8" {St}/><path d="M9 36.5h2M16 36.5h2" {S}/>'),
        'safety': (f'<path d="{helmet_d(24, 30, 19)}" fill="{B}" fill-opacity=".14" {S}/>'
                   f'<path d="M24 11v10M15.5 14.5l2 6M32.5 14.5l-2 6" {S}/>'
                   f'<circle cx="36.5" cy="38" r="7.5" fill="{T_}"/>'
                   f'<path d="M32.8 38.2l2.6 2.6 4.8-5" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>'),
        'design': (f'<path d="M6 40C10 22 22 10 40 7" {St}/>'
                   f'<path d="M6 40l8-20M40 7L22 9" {S.replace("2.5", "1.8")}/>'
                   f'<rect x="11.5" y="17.5" width="5" height="5" rx="1" fill="#fff" {S.replace("2.5", "2")}/>'
                   f'<rect x="19.5" y="6.5" width="5" height="5" rx="1" fill="#fff" {S.replace("2.5", "2")}/>'
                   f'<circle cx="6" cy="40" r="3" fill="{B}"/><circle cx="40" cy="7" r="3" fill="{B}"/>'
                   f'<path d="M28 42l12-12 4 4-12 12h-4v-4z" fill="{T_}" fill-opacity=".16" {St}/>'),
        'ai': (f'<rect x="10" y="10" width="28" height="28" rx="5" fill="{B}" fill-opacity=".1" {S}/>'
               f'<path d="M17 4v6M24 4v6M31 4v6M17 38v6M24 38v6M31 38v6M4 17h6M4 24h6M4 31h6M38 17h6M38 24h6M38 31h6" {S}/>'
               f'<path d="M18 30l6-12 6 12M20.2 25.6h7.6" {St}/>'),
    }[name]
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><g fill="none">{g}</g></svg>'

def files():
    return ([f'assets/img/icon-{name}.svg' for name in ICONS] + [f'assets/img/menu-{name}.svg' for name in MENU_ICONS] +
            [f'assets/img/biz-{name}.svg' for name in BIZ])

def build(media):
    print('icons')
    for name, body in ICONS.items():
        media.write(f'{media.img}/icon-{name}.svg', ICON_HEAD + (body or _gear_icon()) + '</svg>')
    for name, body in MENU_ICONS.items():
        media.write(f'{media.img}/menu-{name}.svg', ICON_HEAD + body + '</svg>')
    for name in BIZ:
        media.write(f'{media.img}/biz-{name}.svg', biz_icon(name))
    print(f'  {len(ICONS)} icon-*.svg, {len(MENU_ICONS)} menu-*.svg, {len(BIZ)} biz-*.svg')
