"""The media groups in the order a full run makes them. Each group module has NEEDS (the tools it
runs), files() (what it makes, relative to static/) and build(media)."""
import importlib.util, os, shutil
from . import aurora, banners, brand, hero, icons, og, pattern, popup, products, solutions, tiles
from .text import INTER

GROUPS = {
    'brand': brand, 'icons': icons, 'pattern': pattern, 'banners': banners, 'products': products,
    'solutions': solutions, 'tiles': tiles, 'hero': hero, 'aurora': aurora, 'og': og, 'popup': popup,
}

# What each tool is installed with (Debian); scripts/make-media.sh --install installs them all.
PACKAGES = {
    'rsvg-convert': 'librsvg2-bin', 'cwebp': 'webp', 'ffmpeg': 'ffmpeg', 'pngquant': 'pngquant',
    'convert': 'imagemagick', 'fontTools': 'python3-fonttools fonts-inter',
}

def has(tool):
    """('cwebp') -> True when it is on PATH; 'fontTools' also needs the Inter fonts."""
    if tool == 'fontTools':
        return importlib.util.find_spec('fontTools') is not None and os.path.isfile(INTER + 'Inter-Bold.otf')
    return shutil.which(tool) is not None

def missing(names):
    """The tools the groups `names` need that this machine lacks: ['brand', 'og'] -> ['pngquant']"""
    needed = sorted({tool for name in names for tool in GROUPS[name].NEEDS})
    return [tool for tool in needed if not has(tool)]
