"""products: product-<id>-1/-2.webp 1200x800."""
from .kiosk import product_kiosk_1, product_kiosk_2
from .locker import product_remote_locker_1, product_remote_locker_2
from .parkdian import product_parkdian_1, product_parkdian_2
from .rfid import product_rfid_1, product_rfid_2

NEEDS = ('rsvg-convert', 'cwebp')

PRODUCTS = {
    'parkdian': (product_parkdian_1, product_parkdian_2),
    'remote-locker': (product_remote_locker_1, product_remote_locker_2),
    'kiosk': (product_kiosk_1, product_kiosk_2),
    'rfid': (product_rfid_1, product_rfid_2),
}

def files():
    return [f'assets/img/product-{pid}-{k}.webp' for pid, fns in PRODUCTS.items() for k in range(1, len(fns) + 1)]

def build(media):
    print('products')
    jobs = [(pid, k, fn) for pid, fns in PRODUCTS.items() for k, fn in enumerate(fns, 1)]
    media.parallel(lambda j: media.raster(j[2](), 1200, 800, f'{media.img}/product-{j[0]}-{j[1]}.webp', 150_000, 90), jobs)
