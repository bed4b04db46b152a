"""The café kiosk's gallery pictures, in the gallery's order (``gallery/screens.py`` registers them): the PIN
pad, the staff menu, the set-up wizard, out of order, the statistics, the folder picker, the question over a game
left alone, and the attract loop (``attract_gallery.PICTURES``)."""
from __future__ import annotations

import tempfile
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from kiosk.config import KioskConfig
from kiosk.health_summary import HealthSummary, describe
from kiosk.pin import PinHash, hash_pin
from kiosk.stats_sample import empty_figures, sample_figures
from play.flow import StepKind
from scenes.cheese_thief.gallery_flows import flow_at
from scenes.kiosk import attract_gallery
from scenes.kiosk.folders import FolderPickerScene
from scenes.kiosk.out_of_order import KioskOutOfOrderScene
from scenes.kiosk.pin import KioskPinScene
from scenes.kiosk.staff import KioskStaffScene
from scenes.kiosk.stats import KioskStatsScene
from scenes.kiosk.still_playing import StillPlayingScene
from scenes.kiosk.wizard import KioskWizardScene
from scenes.kiosk.wizard_steps import STEPS

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene


# ----- the PIN pad -------------------------------------------------------------------------------------------------
GALLERY_PIN = "2580"
# The pictures check wrong PINs against this hash four times each; at the real cost that took most of their time.
GALLERY_SCRYPT_N = 2**4
_gallery_hash: list[PinHash] = []


def pin_pad(app: "App", typed: str = "", wrong_tries: int = 0) -> KioskPinScene:
    if not _gallery_hash:
        _gallery_hash.append(hash_pin(GALLERY_PIN, n=GALLERY_SCRYPT_N))
    scene = KioskPinScene(app, _gallery_hash[0], on_success=lambda: None, on_cancel=lambda: None)
    app.scenes.push(scene, transition=False)
    for attempt in range(wrong_tries):
        for digit in f"{attempt + 1}" * 4:
            scene.type_digit(digit)
        scene.submit()
    scene.shake_left = 0.0  # the picture shows the pad at rest
    for digit in typed:
        scene.type_digit(digit)
    return scene


# ----- the staff menu ----------------------------------------------------------------------------------------------
def staff_menu(app: "App", asking: str | None = None) -> KioskStaffScene:
    def nothing() -> None:
        return None

    def a_bad_week() -> str:
        crash = {"t": 1_790_000_000.0, "screen": "attract", "exception": "ValueError"}
        return describe(HealthSummary(restarts=2, crashes=1, last_crash=crash))

    scene = KioskStaffScene(app, on_back=nothing, on_run_wizard=nothing, on_reset=nothing,
                            on_exit_to_desktop=nothing, erase=nothing, health=a_bad_week)
    app.scenes.push(scene, transition=False)
    if asking:
        scene.choose(asking)
    return scene


# ----- the set-up wizard -------------------------------------------------------------------------------------------
_gallery_pin: list[PinHash] = []


def wizard(app: "App", step: str, rerun: bool = False) -> KioskWizardScene:
    """The wizard at ``step``: the first run with the defaults, or a run again from the staff menu, prefilled."""
    if not _gallery_pin:
        _gallery_pin.append(hash_pin("2580"))
    current = KioskConfig(venue_name="Café Gruyère", languages=("en", "fr", "de"), default_players=6,
                          tie_protects_thief=True, fall_mouse=True, pin=_gallery_pin[0]) if rerun else None
    scene = KioskWizardScene(app, on_done=lambda config: None, current=current, on_cancel=(lambda: None) if rerun else None,
                             save=lambda config: True)
    # Opened at the step itself: pushing it at the first step and going on from there would build the venue's
    # keyboard only to throw it away.
    scene.step_index = STEPS.index(step)
    app.scenes.push(scene, transition=False)
    if step == "pin_again":
        for digit in "25":
            scene.type_pin_digit(digit)
    return scene


def _wizard_pictures() -> list[tuple[int, str, Callable[["App"], "Scene"]]]:
    pictures: list[tuple[int, str, Callable[["App"], "Scene"]]] = []
    for offset, step in enumerate(STEPS):
        rerun = step in ("venue", "rules", "pin", "summary")
        name = f"kiosk-wizard-{step.replace('_', '-')}" + ("-rerun" if rerun else "")
        pictures.append((116 + offset, name, partial(wizard, step=step, rerun=rerun)))
    pictures.append((116 + len(STEPS), "kiosk-wizard-venue-first", lambda app: wizard(app, "venue")))
    return pictures


# ----- out of order, the statistics, the folder picker -------------------------------------------------------------
def out_of_order(app: "App") -> KioskOutOfOrderScene:
    scene = KioskOutOfOrderScene(app)
    app.scenes.push(scene, transition=False)
    return scene


GALLERY_FOLDERS = ("Accounts 2026", "Events", "Photos", "Statistics", "Weekly reports")


def gallery_folder() -> Path:
    """A stick-like folder with a few folders inside, made fresh under the temporary folder for the picture."""
    stick = Path(tempfile.gettempdir()) / "cheese-thief-gallery" / "CAFE-USB"
    for name in GALLERY_FOLDERS:
        (stick / name).mkdir(parents=True, exist_ok=True)
    return stick


# ----- a game left alone -------------------------------------------------------------------------------------------
def still_playing_over_the_vote(app: "App") -> "Scene":
    flow = flow_at(app, 6, 3, StepKind.POINT_VOTE)
    app.scenes.push(flow.scene_for(flow.step), transition=False)
    prompt = StillPlayingScene(app, lambda: 27.4, lambda: None)
    app.scenes.push(prompt, transition=False)
    return prompt


PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (87, "kiosk-still-playing", still_playing_over_the_vote),
    (110, "kiosk-pin", pin_pad),
    (111, "kiosk-pin-half", lambda app: pin_pad(app, typed="25")),
    (112, "kiosk-pin-wrong", lambda app: pin_pad(app, wrong_tries=1)),
    (113, "kiosk-pin-locked", lambda app: pin_pad(app, wrong_tries=3)),
    (114, "kiosk-staff-menu", staff_menu),
    (115, "kiosk-staff-reset", lambda app: staff_menu(app, asking="reset")),
    (128, "kiosk-staff-exit", lambda app: staff_menu(app, asking="exit")),
    *_wizard_pictures(),
    (127, "kiosk-out-of-order", out_of_order),
    (150, "kiosk-stats-empty", lambda app: KioskStatsScene(app, empty_figures)),
    (151, "kiosk-stats", lambda app: KioskStatsScene(app, sample_figures)),
    (152, "kiosk-folders", lambda app: FolderPickerScene(app, lambda folder: None, gallery_folder())),
    *attract_gallery.PICTURES,
)
