// The languages people speak, as data: a skills line that lists only these ("Languages: English (native), Irish
// (fluent)") is about spoken languages, which the profile has no field for, not skills ("Languages: Python, SQL"
// is). Tests: tests/unit/resume-behaviours.test.ts.

export const SPOKEN_LANGUAGES = new Set(
  [
    "english irish gaelic welsh scots french german spanish castilian catalan basque galician portuguese italian dutch",
    "flemish danish swedish norwegian finnish icelandic polish czech slovak hungarian romanian bulgarian greek russian",
    "ukrainian belarusian serbian croatian bosnian slovenian macedonian albanian lithuanian latvian estonian maltese",
    "turkish arabic hebrew persian farsi dari pashto kurdish urdu hindi bengali bangla punjabi gujarati marathi tamil",
    "telugu kannada malayalam odia oriya assamese sinhala nepali mandarin cantonese chinese japanese korean vietnamese",
    "thai lao khmer burmese malay indonesian bahasa tagalog filipino swahili amharic yoruba igbo hausa zulu xhosa",
    "afrikaans somali quechua guarani latin esperanto",
  ]
    .join(" ")
    .split(" "),
);
