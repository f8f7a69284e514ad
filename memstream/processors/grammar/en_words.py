"""English word lists of the slot grammar (data): fillers, people, roles, languages,
editors, time zones, places, and the words that mark questions, hypotheticals, reported
speech, jokes, changes and endings."""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar.places import EN_PLACES


def name_like(token: str) -> bool:
    """Letters, with inner hyphens or apostrophes ("Soo-ah", "O'Neil"), as names are written."""
    return all(part.isalpha() for part in token.replace("'", "-").split("-"))


def words(text: str) -> frozenset[str]:
    """A frozen set of the space-separated words of `text`."""
    return frozenset(text.split())


FILLERS: Final = words(
    """just really currently now also still actually basically honestly totally pretty
    kinda kind sorta finally recently already even mostly usually generally definitely
    literally genuinely seriously truly certainly always normally typically officially
    happily proudly lowkey low-key tbh fwiw btw rn atm these days nowadays too as well
    so very quite absolutely mainly primarily largely alone suddenly easily clearly obviously
    technically essentially effectively simply"""
) | {"kind of", "sort of", "on my own", "by myself"}
"""Words skipped between the parts of a predicate ("I'm *currently* based in")."""
PRESENT_LEADS: Final = (
    ("at", "the", "moment"),
    ("at", "present"),
    ("right", "now"),
    ("these", "days"),
    ("for", "now"),
    ("currently",),
    ("presently",),
    ("nowadays",),
    ("now",),
    ("still",),
)
"""Words that open a fragment said of the present ("Currently a barista", "Still a nurse")."""
LEAD_INS: Final = words(
    """ok okay so oh well yeah yes yep hey hi hello and but also plus anyway anyways um
    uh uhh hmm btw fwiw tbh honestly actually right sure alright hiya heya update news
    context note quick fyi ps lol haha ah fun fact"""
)
ASIDES: Final = tuple(
    tuple(aside.split())
    for aside in (
        "so you know",
        "just so you know",
        "for the record",
        "for context",
        "to be honest",
        "to be fair",
        "in fact",
        "as you know",
        "by day",
        "in real life",
        "irl",
        "professionally",
        "for work",
        "work-wise",
        "workwise",
        "career-wise",
        "job-wise",
    )
)
"""Asides to the listener before the subject ("but just so you know, I'm ...")."""
ORG_NOUNS: Final = words(
    """company companies startup start-up firm agency business team org organisation
    organization studio lab nonprofit charity shop store brand group school university
    hospital bank practice consultancy"""
)
"""Nouns of organisations ("a Berlin-based startup": where the company is, not the user)."""
PUBLIC_BODIES: Final = words(
    """government council army navy military police ministry parliament senate nhs
    municipality"""
)
"""Public employers named by a common noun ("the Dutch government", "the city council")."""
CHANGE: Final = words(
    """now anymore longer switched switch moved relocated joined changed left quit
    stopped since instead became become back"""
)
"""Words that mark a change of what held before (the new value supersedes)."""
FIRST_PERSON: Final = words("i we me us")
JOB_LOST: Final = r"laid off|made redundant|let go|fired|sacked|terminated"
"""How one says a job was lost to the employer's decision (a pattern's alternatives)."""
JOB_LOST_ME: Final = (
    r"let (?:me|us) go|laid (?:me|us) off|fired (?:me|us)|sacked (?:me|us)"
    r"|made (?:me|us) redundant|terminated (?:me|us)"
)
"""The same said with the employer as the subject ("Deloitte let me go")."""
RELATIONS: Final[dict[str, str]] = {
    **{w: w for w in """wife husband partner spouse girlfriend boyfriend fiance fiancee son
    daughter brother sister mother father mom mum dad grandma grandmother grandpa
    grandfather aunt uncle cousin niece nephew grandson granddaughter friend bestie boss
    manager colleague coworker co-worker roommate flatmate housemate neighbor neighbour
    mentor stepdaughter stepson stepmom stepdad stepsister stepbrother stepkids half-sister
    half-brother half-sibling kid kids child children baby twin sibling siblings parents
    parent grandparents teammate landlord landlady intern client
    mother-in-law father-in-law brother-in-law sister-in-law son-in-law daughter-in-law
    in-laws ex ex-husband ex-wife ex-boyfriend ex-girlfriend godmother godfather yiayia
    nonna abuela oma opa nana granny twins sons daughters sisters brothers cousins
    friends godson goddaughter godchild godparents""".split()},
    "fiancé": "fiance",
    "fiancée": "fiance",
    "folks": "parents",
    "buddy": "friend",
    "pal": "friend",
    "mate": "friend",
    "bff": "friend",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "hubby": "husband",
    "stepmother": "stepmom",
    "stepfather": "stepdad",
    "toddler": "child", "kiddo": "child", "teenager": "child", "teen": "child",
    "newborn": "baby", "infant": "baby", "missus": "wife", "wifey": "wife",
    "mama": "mom", "mommy": "mom", "momma": "mom", "papa": "dad", "daddy": "dad",
    "grandad": "grandpa", "granddad": "grandpa", "gran": "grandma", "grandkids": "grandchild",
    "grandchildren": "grandchild", "grandkid": "grandchild", "grandchild": "grandchild",
    "auntie": "aunt", "aunty": "aunt", "sis": "sister", "bro": "brother",
    "kiddos": "child", "hubs": "husband", "bae": "partner", "fiancee's": "fiance",
    "nan": "grandma", "nanna": "grandma", "bubbe": "grandma", "bubby": "grandma",
    "mam": "mum", "mammy": "mum", "stepmum": "stepmom", "sponsor": "sponsor",
    "roomie": "roommate", "godkids": "godchild", "godmom": "godmother", "goddad": "godfather",
}  # fmt: skip
ANIMALS: Final = words(
    """dog dogs cat cats puppy pup kitten kitty parrot bird budgie hamster rabbit rabbits
    bunny horse pony turtle tortoise fish goldfish gecko lizard snake ferret chicken
    chickens hen hens goat pig guinea rat mouse mice hedgehog chinchilla axolotl
    retriever labrador lab poodle beagle corgi husky huskies greyhound terrier spaniel
    collie shepherd dachshund pug bulldog chihuahua pitbull pit bull dragon iguana tarantula
    cockatiel canary duck ducks alpaca cow donkey kittens puppies pups parrots birds horses
    hamsters ferrets lizards snakes turtles tortoises goats pigs tabby mutt pooch doggo
    labradoodle cockapoo dalmatian rottweiler doberman schnauzer pomeranian ragdoll whippet
    lurcher goldendoodle rooster roosters sheep mare stallion foal llama llamas goose geese
    parakeet cockatoo macaw koi betta frog toad"""
)
"""Animals (and breeds) a pet can be; a pet's kind is the last of these words."""
ROLE_HEADS: Final = words(
    """engineer developer dev programmer coder designer manager teacher student doctor
    nurse scientist researcher analyst writer lawyer attorney consultant architect founder
    cofounder co-founder ceo cto cfo coo vp accountant artist musician chef cook professor
    lecturer freelancer entrepreneur marketer editor journalist photographer pharmacist
    dentist intern officer administrator admin sysadmin technician tech mechanic
    electrician plumber carpenter pilot translator interpreter tutor coach therapist
    psychologist psychiatrist economist mathematician physicist chemist biologist
    salesperson recruiter librarian veterinarian vet surgeon physician paramedic
    firefighter farmer director executive investor banker trader auditor statistician
    devops sre tester qa phd postdoc undergrad undergraduate grad sophomore freshman junior
    senior lead head bartender barista waiter waitress server cashier driver trucker
    courier rider hygienist midwife illustrator animator copywriter actuary retoucher
    sommelier baker butcher potter welder machinist locksmith paralegal clerk secretary
    assistant receptionist cleaner janitor caretaker carer nanny babysitter guard
    supervisor foreman contractor builder roofer painter sculptor dancer actor actress
    singer composer producer filmmaker director curator archivist historian
    anthropologist sociologist linguist geologist astronomer ecologist epidemiologist
    radiologist cardiologist dermatologist neurologist pediatrician optometrist
    physiotherapist physio chiropractor counselor counsellor social worker volunteer
    pastor priest rabbi imam monk soldier sailor marine officer detective cop policeman
    policewoman ranger beekeeper fisherman gardener landscaper florist tailor seamstress
    hairdresser barber stylist beautician instructor trainer lifeguard dispatcher
    operator planner scheduler coordinator specialist strategist owner proprietor
    shopkeeper merchant dealer broker agent realtor underwriter adjuster teller
    bookkeeper controller treasurer economist officer homemaker housewife
    stay-at-home retiree pensioner unemployed jobless violinist pianist
    guitarist drummer cellist streamer youtuber blogger influencer vlogger podcaster
    gamer modder scrum master pm po ux ui attendant steward stewardess concierge usher
    porter valet miner logger surveyor inspector estimator dietitian nutritionist optician
    hygienist sonographer phlebotomist orderly nurse-practitioner doula sparky brickie chippy
    scaffy roofer tiler joiner"""
)
LANGUAGES: Final[dict[str, str]] = {
    name.lower(): name
    for name in """English Chinese Mandarin Cantonese Spanish French German Japanese Korean
    Italian Portuguese Russian Arabic Hindi Dutch Vietnamese Thai Polish Czech Slovak
    Swedish Norwegian Danish Finnish Icelandic Greek Turkish Hebrew Persian Farsi Urdu
    Ukrainian Indonesian Malay Tagalog Filipino Swahili Bengali Tamil Telugu Marathi
    Gujarati Punjabi Kannada Malayalam Hungarian Romanian Bulgarian Serbian Croatian
    Bosnian Slovenian Catalan Basque Galician Welsh Irish Gaelic Latin Yoruba Igbo Hausa
    Amharic Somali Zulu Xhosa Afrikaans Nepali Sinhala Burmese Khmer Lao Mongolian Tibetan
    Uyghur Kazakh Uzbek Georgian Armenian Azerbaijani Albanian Macedonian Lithuanian
    Latvian Estonian Maltese Luxembourgish Esperanto Ilocano Cebuano Hokkien Teochew
    Hakka Shanghainese Taiwanese Quechua Guarani Maori Hawaiian Samoan Yiddish Pashto
    Dari Kurdish Sindhi Javanese Sundanese Lingala Wolof Tigrinya Oromo Kinyarwanda
    Creole Hmong Twi Akan Shona Malagasy Belarusian Slovene Frisian Breton Inuktitut Navajo
    Tajik Turkmen Kyrgyz Tatar Sesotho Setswana Kiswahili Konkani Odia Assamese Bangla
    Sylheti Mirpuri Pahari Potwari Saraiki Balochi Hindko Kashmiri Dogri Maithili Bhojpuri
    Awadhi Rajasthani Marwari Tulu Sanskrit Dzongkha Newari Rohingya Tetum Minangkabau
    Balinese Acehnese Tausug Ilonggo Hiligaynon Waray Bisaya Visayan Kapampangan Pangasinan
    Chavacano Bislama Fijian Tongan Chamorro Tahitian Papiamento Sranan Haitian Kreyol Patois
    Patwa Nahuatl Aymara Mapudungun Cherokee Lakota Ojibwe Cree Faroese Romansh
    Sardinian Sicilian Neapolitan Venetian Friulian Ladino Occitan Corsican Asturian Aragonese
    Scots Cornish Flemish Alsatian Schwyzerdütsch Plattdeutsch Sorbian Kashubian Silesian
    Rusyn Romani Aromanian Chechen Ossetian Abkhaz Circassian Bashkir Chuvash Yakut Buryat
    Kalmyk Aramaic Assyrian Syriac Coptic Amazigh Berber Tamazight Kabyle Luganda Kikuyu
    Gikuyu Dholuo Luhya Kalenjin Maasai Chichewa Nyanja Bemba Ndebele Tsonga Swati
    Fula Fulani Pulaar Mandinka Bambara Soninke Dyula Dagbani Kanuri Efik Ibibio
    Urhobo Ijaw Krio Kirundi Fuzhounese Hainanese Toisanese Sichuanese Wenzhounese Hokkienese
    Makaton Auslan""".split()
} | {
    "bsl": "BSL",
    "asl": "ASL",
    "sign": "sign language",
    "pt": "Portuguese",
    "en": "English",
    "nzsl": "NZSL",
}
LANGUAGE_CODES: Final = {"pt": "Portuguese", "en": "English", "nl": "Dutch", "fr": "French"}
EDITORS: Final[dict[str, str]] = {
    "vs code": "VS Code", "vscode": "VS Code", "visual studio code": "VS Code",
    "vim": "vim", "neovim": "Neovim", "nvim": "Neovim", "emacs": "Emacs",
    "intellij": "IntelliJ IDEA", "intellij idea": "IntelliJ IDEA", "pycharm": "PyCharm",
    "webstorm": "WebStorm", "goland": "GoLand", "clion": "CLion", "rider": "Rider",
    "phpstorm": "PhpStorm", "rubymine": "RubyMine", "sublime": "Sublime Text",
    "sublime text": "Sublime Text", "atom": "Atom", "zed": "Zed", "helix": "Helix",
    "cursor": "Cursor", "xcode": "Xcode", "eclipse": "Eclipse", "notepad++": "Notepad++",
    "nano": "nano", "kate": "Kate", "android studio": "Android Studio",
    "visual studio": "Visual Studio", "bbedit": "BBEdit", "textmate": "TextMate",
    "windsurf": "Windsurf", "spacemacs": "Spacemacs", "doom emacs": "Doom Emacs",
    "jupyter": "Jupyter", "rstudio": "RStudio", "kakoune": "Kakoune", "micro": "micro",
}  # fmt: skip
TIMEZONE_ABBREVIATIONS: Final = words(
    """PST PDT EST EDT CST CDT MST MDT AKST HST GMT UTC BST CET CEST EET EEST WET WEST IST
    JST KST AEST AEDT ACST AWST NZST NZDT HKT SGT GST PKT ICT WIB MSK SAST WAT EAT"""
)
TIMEZONE_WORDS: Final = words("pacific eastern central mountain atlantic alaska hawaii")
SKILL_VERBS: Final = words(
    """speak play code program cook bake swim drive draw paint sketch knit sew crochet sing
    dance ski snowboard skate surf weld read write fix repair ride sail fly type juggle dive
    climb juggle solder sculpt carve build translate sign do pull fence box"""
)
"""Verbs whose "can + verb" says a skill ("I can weld", "I can speak Greek"); "I can feel
...", "I can handle anything" say nothing one has learned."""
SKILL_ALONE: Final = words(
    """code program cook bake swim drive draw paint sketch knit sew crochet sing dance ski
    snowboard skate surf weld juggle dive climb sculpt fence box"""
)
"""Skill verbs that need no object ("I can swim"); the others need one ("I can speak ...")."""
NOT_PEOPLE: Final = words(
    """life love let time work family friendship nothing everything something anything
    everyone everybody anyone today tomorrow tonight music art nature happiness health money
    success kindness patience support travel food sport sports exercise school college home
    fun joy hope faith growth change dance painting reading writing cooking parenting"""
)
"""Words that open a sentence capitalised but name no person ("Life's all about ...",
"Let's ...", "Unconditional love is ..."): never the subject of a fact about someone."""
NOUN_ENDINGS: Final = ("ness", "ity", "ment", "tion", "sion", "ism", "ship", "hood")
INTERJECTIONS: Final = words(
    """man nice sweet cool great awesome wow oh ah aw aww ooh whoa yay cheers lovely perfect
    brilliant amazing wonderful fantastic congrats congratulations damn gosh geez jeez boy
    dude bro omg haha lol yikes ugh hmm welp nah yep yup totally exactly absolutely indeed"""
)
"""Words said as an exclamation ("Oh man", "Nice!"): never a name or a place."""
NOT_NAMES: Final = (
    words(
        """i me a an the not no just so here there back home fine good ok okay sure sorry
    ready done new happy glad tired busy free available excited still also very really
    from in at on with and but monday tuesday wednesday thursday friday saturday sunday
    january february march april may june july august september october november december
    mom dad god lol thanks hello hi hey yes yeah nope it this that"""
    )
    | INTERJECTIONS
    | words("been being same looky")
)
PLACES: Final = EN_PLACES
NOT_PLACES: Final = words(
    """mars venus jupiter moon heaven hell narnia slack teams zoom office library bed
    couch kitchen gym school work home town city"""
)
QUESTION_STARTS: Final = words(
    """what what's whats why how how's who who's whom whose where where's when which is
    are am do does did can could would should will shall isn't aren't don't doesn't
    didn't won't wouldn't shouldn't any anyone"""
)
REQUEST_STARTS: Final = (
    "can you", "could you", "would you", "will you", "can we", "could we", "can u", "could u",
    "would u", "will u", "can ya", "could ya",
)  # fmt: skip
HYPOTHETICAL: Final = (
    "if ", "suppose", "imagine", "say i ", "pretend", "assume i ", "assume i'", "assume that i",
    "assume we", "assume you",
    "hypothetically",
    "in another life", "in a perfect world", "what if", "i wish", "i'd love to", "i would love to",
    "let's say", "lets say", "in theory", "if only", "someday", "one day i", "dream of",
    "assuming", "supposing", "imagining", "picture me", "picture this", "for the sake of argument",
    "parallel universe", "were i ", "had i ", "should i ever", "when i win", "once i win",
)  # fmt: skip
COMPOUND_HEADS: Final = words(
    """painting paintings drawing drawings sketch photo photos picture pictures video videos
    print sculpture statue figurine toy toys food bed beds park walker walkers sitter
    sitting show shows riding tank cage costume shelter rescue hair fur treats breeder
    trainer grooming mug shirt tattoo book books movie movies lover lovers person people
    owner owners meme memes poster calendar race races farm themed shaped print"""
)
"""Nouns that make an animal word a modifier ("my horse painting", "a dog bed"): no pet."""
TENTATIVE: Final = (
    "might", "may or may not", "maybe", "perhaps", "possibly", "thinking about", "thinking of",
    "considering", "toying with", "not sure", "on the fence", "tempted", "wondering",
    "there's a chance", "there is a chance", "depending", "depends on", "could go back",
    "i could", "probably going to", "idk", "kinda want", "half tempted", "if i get",
    "we'll see", "who knows", "fingers crossed", "hopefully", "talking about moving",
    "been talking about", "nothing's decided", "nothing's settled", "not decided",
    "leaning towards", "leaning toward", "back and forth", "torn between",
    "there's talk", "there is talk", "talk of me", "hold me to", "half a mind",
    "nothing's final", "nothing is final", "could end up", "might end up", "may end up",
    "not set in stone", "up in the air", "if all goes", "if everything goes",
)  # fmt: skip
REPORTED: Final = (
    " said", " says", " told me", " tells me", " texted", " wrote", " writes",
    " keeps telling", " keeps saying", " always used to say", " used to say", " put \"",
    " posted", " tweeted", " goes '", " going '", " asked me", " commit message",
    " going around", "tweet", " bio ", "the character", "narrator", " saying ", " that says",
    " which says", " claims", " claimed", " insists that", " announced", "according to",
    " was like '", " is like '", " goes, '", " went, '", " thinks i ", " thinks that i ",
    " wants me to ", " told everyone", " keeps telling", " swore ", " swears he", " swears she",
    " overheard", " bragged", " boasted", " mentioned that", " mentions ",
)  # fmt: skip
KIN_CALLED: Final = words("nan nana nanna gran granny grandad mam pops")
"""Kin said the family's way ("my nan", "me mam"), beside the kin words of `CLOSE_RELATIONS`."""
CLOSE_RELATIONS: Final = words(
    """wife husband partner spouse girlfriend boyfriend fiance fiancee son daughter brother
    sister mother father mom mum dad grandma grandmother grandpa grandfather aunt uncle
    cousin niece nephew grandson granddaughter stepdaughter stepson stepmom stepdad kid
    stepsister stepbrother stepkids half-sister half-brother half-sibling kids child
    children baby twin sibling siblings parents
    parent grandparents in-laws
    mother-in-law father-in-law brother-in-law sister-in-law son-in-law daughter-in-law
    godmother godfather yiayia nonna abuela oma opa nana granny twins sons daughters
    sisters brothers cousins spouse godson goddaughter godchild godparents"""
)
"""Relations close enough to be worth remembering unnamed ("my wife"); a coworker, a boss
or a neighbour is remembered only with a name."""
PEOPLE_WORDS: Final = words(
    """someone somebody everyone everybody people nobody anyone anybody folks whoever
    everybody's everyone's"""
)
"""Words for other people that are a subject by themselves ("people at my office ...")."""
PEOPLES: Final = words(
    """canadian indian asian european american australian mexican brazilian egyptian irish
    scottish welsh british nigerian kenyan ghanaian croatian serbian bosnian albanian
    romanian bulgarian ukrainian belarusian georgian armenian iranian syrian lebanese
    jordanian iraqi pakistani bangladeshi sri lankan nepali filipino vietnamese thai
    malaysian indonesian chilean peruvian colombian venezuelan argentinian cuban jamaican
    haitian kiwi aussie"""
)
"""Peoples whose word is not a language's name (a few, like "Thai", name both): where one
is from ("Nigerian, living in Leeds"), neither a job nor a language one speaks."""
PEOPLE_ROLES: Final = words(
    """doctor therapist dentist coach teacher trainer tutor counsellor counselor physio
    physiotherapist accountant lawyer attorney landlord landlady neighbour neighbor barber
    hairdresser nanny babysitter cleaner vet gp surgeon pharmacist mechanic plumber
    electrician agent realtor recruiter professor lecturer supervisor advisor adviser cto
    ceo cfo coo founder lead manager boss team teammates colleagues coworkers classmates
    classmate students student kids"""
)
"""People one has ("my therapist", "our CTO"): someone else, never the user."""
PERSON_NOUNS: Final = words(
    """guy guys girl girls man men woman women kid boy person bloke chap lady ladies dude hire
    newbie recruit newcomer tenant intern neighbour neighbor coworker colleague manager boss
    teammate student patient guest speaker influencer landlord landlady customer client
    visitor stranger courier driver waiter waitress receptionist member attendee
    participant presenter host candidate applicant volunteer trainee apprentice contractor
    vendor supplier buyer seller owner founder rep representative advisor adviser mentor
    mentee classmate schoolmate housemate roommate flatmate passenger traveller traveler
    resident local expat nurse doctor teacher"""
)
"""Words that name a person after "the", "a", "our" ("the new hire", "a customer", "our
guest speaker"): someone else, never the user."""
PARTNER_ABBREVIATIONS: Final = frozenset(("SO", "S.O.", "S/O"))
"""A significant other, abbreviated ("my SO"): said in capitals, never the word "so"."""
TITLES: Final = words("dr mr mrs ms miss prof professor sir dame")
"""Titles before a name ("Dr. Ito"): not part of the name kept."""
OTHER_STARTS: Final = words(
    """a an the this that someone somebody everyone everybody people nobody our their his
    her grandpa grandma mom dad mum"""
)
NOT_ALLERGENS: Final = words(
    """mondays monday meetings meeting work people mornings everything life email emails
    taxes homework exercise cardio effort responsibility adulting math you it stupidity
    nonsense drama small talk mornings deadlines bureaucracy commitment humans jira slack
    zoom calls spreadsheets paperwork"""
)
MADE_UP: Final = ("fictional", "fake ", "test data", "sample data", "made-up", "make up a")
TRANSFORM: Final = (
    "translate", "summarize", "summarise", "fix the grammar", "proofread", "rewrite",
    "write a short bio", "write a bio", "fictional", "generate", "parse this", "make this",
    "how do you say", "what does", "sample", "for my test", "example sentence", "draft my",
    "textbook", "worksheet", "pretend", "test data", "fake user", "sample data",
    "reply to this", "respond to this", "answer this", "check this", "my bio", "my essay",
    "cover letter", "out-of-office", "this sentence", "this text", "this message",
    "write a story", "write a poem", "write a scene", "a short story",
)  # fmt: skip
JOKES: Final = (
    "🙃", "jk", "just kidding",
    "basically live", "ceo of", "queen of", "king of", "world-class expert", "superpower",
    "fluent in sarcasm", "fluent cat", "speak fluent cat", "real employer", "bank of mom",
    "professional overthinker", "at this rate", "send help", "send snacks",
    "apparently i'm", "🙄", " /s", "sarcasm", "the moon", "to mars",
    "basically a ", "basically an ", "practically a ", "practically an ", "pretty much a ",
    "unofficial ", "self-appointed", "honorary ", "a million ", "a thousand ", "a billion ",
    "a zillion", "gazillion", "approximately a", "since the dinosaurs", "i'm batman",
    "(kidding)", "(joking)", "i'm kidding", "i'm joking", "millionaire by", "billionaire by",
)  # fmt: skip
"""Markers of jokes and hyperbole (a sentence with one learns nothing about the user); a dare
said after a claim ("fight me", "don't @ me") defends it, no joke (`en_words` tails drop it)."""
SENTENCE_ADVERBS: Final = words(
    """apparently obviously clearly honestly frankly seriously literally basically luckily
    sadly unfortunately fortunately naturally surely probably presumably supposedly
    allegedly evidently admittedly ironically funnily hopefully thankfully weirdly oddly
    strangely personally technically definitely certainly"""
)
"""Adverbs that comment on a whole sentence ("apparently ...", "..., obviously"): never a
subject, never part of an object."""
LAUGHS: Final = ("lol", "lmao", "😂", "🤣", "haha")
TECH: Final[dict[str, str]] = {
    name.lower(): name
    for name in """Python Java JavaScript TypeScript Go Golang Rust C C++ C# Kotlin Swift Ruby PHP
    SQL R Scala Elixir Erlang Haskell Clojure Perl Lua Dart MATLAB Fortran COBOL Bash
    PowerShell Solidity Zig OCaml F# Objective-C Docker Kubernetes Terraform Ansible AWS Azure
    GCP React Vue Angular Svelte Django Flask FastAPI Rails Laravel Node.js Next.js
    Unity Unreal Godot Figma Photoshop Illustrator InDesign Lightroom Premiere Blender
    AutoCAD SolidWorks Revit Excel Tableau PowerBI Salesforce SAP Linux Postgres
    PostgreSQL MySQL MongoDB Redis Kafka Spark Hadoop Airflow dbt Snowflake Pandas NumPy
    PyTorch TensorFlow Keras Flutter SwiftUI Jenkins Git GraphQL HTML CSS Tailwind WordPress
    Shopify Arduino LaTeX Jira Webflow""".split()
}
"""Programming languages, tools and platforms by their lower-case spelling: what one knows
or works in ("I work in TypeScript" names a skill, not a place)."""
INSTRUMENTS: Final = words(
    """piano guitar violin viola cello bass drums drum ukulele uke flute clarinet saxophone sax
    trumpet trombone tuba harp banjo mandolin harmonica accordion oboe bassoon keyboard keys
    organ synth erhu guzheng pipa sitar tabla bagpipes recorder fiddle oud bouzouki lute
    balalaika cornet euphonium piccolo marimba xylophone dulcimer zither koto shamisen
    shakuhachi kalimba djembe bodhran"""
)
"""Instruments: "I play (the) piano" says what the user can do."""
MY_TASTE_NOUNS: Final = (
    "thing", "jam", "favourite", "favorite", "weakness", "guilty pleasure", "bread and butter",
    "nightmare", "worst nightmare", "go-to", "obsession", "passion", "comfort food",
    "happy place", "strong suit",
    "strength", "forte", "specialty", "speciality",
)  # fmt: skip
"""What "X is my ..." calls the user's own taste or strength ("Opera is my thing", "sushi is my
go-to", "statistics is my strong suit"): X is a thing, not someone."""

HOW_GOOD: Final = words(
    """good decent great strong competent confident excellent solid passable fast keen avid
    amateur terrible bad awful lousy mediocre hopeless okay ok"""
)
"""Words for how well one does something ("a decent cook"): a skill or a taste, no job."""

HAD_DONE: Final = words(
    """nap naps shower bath swim walk run jog lie-in sauna massage coffee tea espresso latte
    beer wine drink glass cup pint smoothie juice breakfast brunch lunch dinner supper snack
    porridge oatmeal cereal toast salad sandwich cigarette smoke dessert"""
)
"""What one "has" as a doing or a taking ("have a nap", "have porridge"): a habit's verb."""
EFFECT_VERBS: Final = words(
    "make makes keep keeps give gives leave leaves get gets put puts drive drives"
)
"""Verbs by which a thing acts on the user ("Jazz keeps me sane", "Clowns give me the creeps"):
with `LIKED_EFFECTS` or `DISLIKED_EFFECTS` after "me" they say a taste (`en_taste`)."""
LIKED_EFFECTS: Final = (
    "sane", "going", "happy", "calm", "grounded", "alive", "human", "relaxed", "smile",
    "content", "centred", "centered", "so happy", "in a good mood", "through the week",
    "through the day", "through the winter", "feel alive", "feel human", "feel good",
    "feel like myself", "feel at home", "joy", "so much joy", "life", "energy", "goosebumps",
)  # fmt: skip
"""What a liked thing does to the user, after "me" ("keeps me sane", "makes me happy")."""
DISLIKED_EFFECTS: Final = (
    "nightmares", "a headache", "headaches", "a migraine", "migraines", "the creeps", "the ick",
    "the heebie-jeebies", "anxiety", "anxious", "crazy", "nuts",
    "insane", "up the wall", "bored", "so bored", "miserable", "on edge", "cringe", "gag",
    "want to scream", "want to throw up", "want to puke", "sleepy", "so angry", "angry",
    "irritable", "grumpy", "depressed", "sad", "uneasy", "uncomfortable", "nervous", "stressed",
)  # fmt: skip
"""What a disliked thing does to the user, after "me" ("give me nightmares", "make me gag"); a
body's reaction ("makes me itchy", "makes me sick") is health's (`en_health`), not a taste."""
IDENTITY_TASTES: Final = (
    "personality", "whole personality", "entire personality", "life", "whole life", "religion",
    "everything", "lifeblood", "life force", "soul food", "oxygen", "fuel",
    "lifeline", "sanity", "reason for living",
)  # fmt: skip
"""What a liked thing is to the user ("coffee is basically my personality", "Jazz is my
religion"): said of a person ("Tom is my everything") it is no taste."""
TIME_ANCHORS: Final = (
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"(?: (?:morning|afternoon|evening|night))?s|weekends|weeknights|weekdays|mornings|evenings"
    r"|nights|afternoons|lunchtimes|lunch breaks|summers|winters|holidays)"
)
"""A recurring time said as a plural noun ("Sundays", "Friday nights", "weekends"): as a
clause's subject it says what the user does then (`en_habits.anchor_first`)."""
ANCHOR_LINKS: Final = (
    "are for", "are all about", "are reserved for", "are always for", "mean", "always mean",
    "usually mean", "involve", "are", "=", "start with", "begin with", "end with",
    "always start with", "always begin with", "always end with", "kick off with",
)  # fmt: skip
"""What links a recurring time to what the user does then ("Sundays are for long runs",
"weekends mean the farmers market", "mornings start with a swim")."""
HABIT_PLACES: Final = words("in at on up out home asleep awake back off")
"""What may follow "I'm" in a habit said with a frequency ("I'm in bed by ten most nights",
"I'm up at 5 every day", "I'm at the gym by seven on weekdays")."""
TASTE_TAILS: Final = (
    "ngl", "tbh", "lol", "lmao", "haha", "obvs", "honestly", "tho", "though", "fight me",
    "don't @ me",
    "no contest", "hands down", "not gonna lie", "to be honest", "i guess", "i must say",
    "no shame", "sorry not sorry", "imo", "for real",
)  # fmt: skip
"""What a speaker adds after a liked thing that is not part of it ("love a good thunderstorm|
ngl", "Durian is my favourite fruit|, fight me"): dropped from the value."""
TASTE_WARMERS: Final = words("good great nice proper decent solid lovely")
"""An evaluative word after "a" that says how liked, not what ("love a good thunderstorm" →
"thunderstorm"): the thing is the kind, the "a good" is the speaker's warmth."""
TASTE_SETTINGS: Final = words(
    """hike hikes run runs ride rides walk walks workout workouts swim swims shift shifts
    drive drives flight flights haul hauls trip trips commute commutes day days week weeks
    night nights evening evenings morning mornings afternoon afternoons weekend weekends
    holiday holidays vacation work dinner lunch breakfast meal meals"""
)
"""The head of a setting in which a thing is liked ("a cold beer| after a long hike", "a good
podcast| on long hauls"): the setting phrase is dropped, the thing kept."""
RUIN_VERBS: Final = words("ruins ruin ruined spoils spoil spoiled kills kill wrecks wreck wrecked")
"""What a disliked thing does to what holds it ("cilantro ruins any dish for me")."""
IMPROVE_PHRASES: Final = (
    "makes any", "makes every", "make any", "make every", "improves any", "improves every",
)  # fmt: skip
"""What a liked thing does to what holds it ("truffle makes any dish better")."""
DEVOUR_VERBS: Final = words("devour devoured binge binged inhale inhaled")
"""A verb of taking in eagerly that says a like ("I devour thrillers", "I binge those")."""
BIO_TASTE_OPENERS: Final = (
    "love", "hate", "adore", "enjoy", "can't stand", "cannot stand", "obsessed with",
    "big fan of", "huge fan of", "into", "devour",
)  # fmt: skip
"""A taste verb opening a fragment of a bio, after a comma ("retired teacher, love
birdwatching, hate traffic"): a clause of its own, the user as its subject."""
NOT_TASTE_VERBS: Final = words("speak speaks live lives work works study studies")
"""A verb that opens a bio fragment of its own ("love old roses, speak Gujarati"): what it
opens is no liked thing, though a list read it so."""
UNMOVED_PHRASES: Final = (
    "does nothing for me", "do nothing for me", "doesn't do it for me", "don't do it for me",
    "does not do it for me", "doesn't do much for me", "leaves me cold", "leave me cold",
    "makes my skin crawl", "make my skin crawl", "turns my stomach", "turn my stomach",
    "makes my blood boil", "make my blood boil", "sets my teeth on edge", "set my teeth on edge",
    "is a dealbreaker for me", "are a dealbreaker for me", "is a hard pass", "are a hard pass",
    "is a no for me", "are a no for me", "is a no from me", "are a no from me", "is a hard no",
    "are a hard no", "is a nope", "are a nope",
)  # fmt: skip
"""What a disliked thing does to the user or is to them, said after it ("jazz does nothing for
me", "Reality TV makes my skin crawl", "Cilantro is a dealbreaker for me")."""
NOT_THIRD_PERSON: Final = words(
    """its his hers yours ours theirs this thus plus thanks weekends mornings evenings nights
    days sundays mondays tuesdays wednesdays thursdays fridays saturdays weekdays always
    sometimes perhaps afterwards towards besides bus gas yes lots tons series news"""
)
"""Words ending in "s" that open a clause and are no verb of the third person (h36t)."""
