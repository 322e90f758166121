"""solutions: solution-<id>-1.webp 1200x750."""
from .energy import solution_enov, solution_hatna
from .factory import solution_smart_erp, solution_smart_mes
from .safety import solution_must_xr, solution_safewiz

NEEDS = ('rsvg-convert', 'cwebp')

SOLUTIONS = {'safewiz': solution_safewiz, 'must-xr': solution_must_xr, 'hatna': solution_hatna,
             'enov': solution_enov, 'smart-erp': solution_smart_erp, 'smart-mes': solution_smart_mes}

def files():
    return [f'assets/img/solution-{sid}-1.webp' for sid in SOLUTIONS]

def build(media):
    print('solutions')
    media.parallel(lambda kv: media.raster(kv[1](), 1200, 750, f'{media.img}/solution-{kv[0]}-1.webp', 150_000, 90),
                   list(SOLUTIONS.items()))
