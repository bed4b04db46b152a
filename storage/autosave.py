"""The autosave: one file in the data folder, rewritten atomically after every action.

A file that cannot be read is moved aside by `storage.files.load_json` and
reported; it never stops the program.
"""

from dataclasses import dataclass
from pathlib import Path

from play.double_kill.session import DK_AUTOSAVE_FORMAT, DkSession
from play.seat_labels import session_without_names
from play.session import PlaySession
from storage.files import data_dir, keep_json, load_json

AUTOSAVE_NAME = "autosave.json"


@dataclass(frozen=True)
class ResumeOffer:
    session: PlaySession | DkSession | None
    notice: str | None  # set when a damaged save was moved aside


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def save(session: PlaySession | DkSession, keep_names: bool = True) -> bool:
    """Keep the session; False when the storage refused it (reported by ``storage.health``; the game goes
    on from memory and the next move's save tries again). ``keep_names`` off (the café kiosk): seat labels are
    written instead of the players' names."""
    data = session.to_json()
    if not keep_names:
        data = session_without_names(data)
    return keep_json(autosave_path(), data, readable=False)


def discard() -> None:
    try:
        autosave_path().unlink()
    except OSError:  # gone already, or a read-only disk: a stale offer to resume is all that is left
        pass


def load() -> ResumeOffer:
    """The saved session, if there is one worth resuming; a file of any other content is moved aside."""
    if not autosave_path().exists():
        return ResumeOffer(None, None)
    rebuilt: list[PlaySession | DkSession] = []

    def resumable(value: object) -> bool:
        try:
            double_kill = isinstance(value, dict) and value.get("format") == DK_AUTOSAVE_FORMAT
            rebuilt.append(DkSession.from_json(value) if double_kill else PlaySession.from_json(value))
        except Exception:  # any damage at all means: move it aside, never crash
            return False
        return True

    result = load_json(autosave_path(), validate=resumable)
    if result.value is None:
        return ResumeOffer(None, result.notice)
    return ResumeOffer(rebuilt[0], None)
