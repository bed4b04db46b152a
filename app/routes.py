"""Named entry points to screens, so a screen can open another without importing it.

The title's Play button opens the route ``"setup"`` and Narrator opens ``"narrator_setup"``. The modules
that provide those screens define ``register_routes()``, e.g. in ``scenes/cheese_thief/setup.py``::

    def register_routes() -> None:
        routes.register("setup", SetupScene)   # any callable taking the app and returning a scene

and are listed in :mod:`app.routes_registry` (one line each).
"""
from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Callable

from app import routes_registry

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

# A factory takes the app, and may take keyword options its caller passes through ``make``.
SceneFactory = Callable[..., "Scene"]
_routes: dict[str, SceneFactory] = {}
_loaded = False


def register(name: str, factory: SceneFactory) -> None:
    _routes[name] = factory


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        routes_registry.load_all()


def has(name: str) -> bool:
    if not _loaded and name not in _routes:
        provider = routes_registry.ROUTE_PROVIDERS.get(name)
        if provider is not None:
            return _module_exists(provider)
    _load()
    return name in _routes


def _module_exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def make(name: str, app: "App", **options: object) -> "Scene | None":
    """A new scene for route ``name`` (given ``options``), or None when nothing provides it yet."""
    _load()
    factory = _routes.get(name)
    return factory(app, **options) if factory else None


def names() -> list[str]:
    _load()
    return sorted(_routes)
