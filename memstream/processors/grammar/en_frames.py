"""The English predicate lexicon (data): for each slot, the predicates that fill it and the
kind of object each takes.

A frame is `(slot, predicate, object)`. A predicate is written in words: `a|b` for
alternative words at one place, ` | ` between whole alternative phrases, `word?` for an
optional word, `verb~` for every form of a verb (live, lives, lived, living); filler words
("just", "currently", "really") may stand between any two of its words. `object` names
the reader of what follows (`en_objects`). Frames are matched on every clause after its
subject, so "I'm Tom, a nurse at Acme in Leeds" fills several.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar.condition_cared import CARE

Frame = tuple[str, str, str]

BE: Final = "am|is|are|was|'s|be|been"

_FRAMES: Final[tuple[Frame, ...]] = (
    # identity
    ("name", "my name is|'s", "name"),
    ("name", "name 's", "name_start"),
    ("name", "call me", "name"),
    ("name", "go~ by", "name"),
    ("name", "this is | it is | it 's", "name_here"),
    ("name", "changed my name to | my new name is|'s", "name"),
    ("name", "am|is|are|'s|was|were|been", "name_intro"),
    ("name", "me :", "name"),
    ("role", "am|is|are|'s|was|were|been", "role"),
    ("role", ", a|an", "role_after"),
    ("role", ",", "role_after"),
    ("role", "here", "before_role"),
    ("name", "here", "before_name"),
    ("role", "work~ as", "role_working_as"),
    ("role", "my job|role|profession|occupation|title is|'s | my day job is", "role"),
    (
        "role",
        "my new|current|actual|full-time|main job|role|position|title is|'s | became a|an | "
        "have|'ve become a|an | turned a|an | trained|qualified as? a|an | got a job as | took a "
        "job as | moved into a|an",
        "role_after_as",
    ),
    ("role", "^ am|is|are|'s|have|'ve|had? retired", "retired"),
    ("role", "^ am|'s teaching | my job|work is|'s teaching", "teaching"),
    ("role", "^ have|'ve|has been a|an", "role_after_as"),
    ("role", "^ do~", "do_field"),
    ("role", "as a|an | as their", "role_after_as"),
    ("role", "as", "role_after_work_as"),
    ("role", "^ work~ in", "field"),
    ("role", "^ bartend~|nanny|nannies|waitress|waitresses|lifeguard~|tutor~|babysit~", "job_verb"),
    ("role", "work~ as", "role"),
    ("role", "^ teach~", "teaching"),
    ("role", "got my first|the|a", "role"),
    ("role", "promoted to | now work~ as | retrain~|train~|requalif~ as", "role_after_as"),
    ("employer", "work~ at|for", "org"),
    ("employer", "^ am|is|are|'s|was|were|been at|with", "org"),
    ("employer", "join~|joined", "org"),
    ("employer", "start~ at", "org"),
    (
        "employer",
        "started at | joined | now at | signed with | ship to | over to | pulling shots at | "
        "delivering for",
        "org",
    ),
    ("employer", "my employer|company is|'s", "org"),
    ("employer", "my new|current|present employer|company is|'s", "org"),
    ("employer", "work~ remotely for", "org"),
    (
        "employer",
        "employed|hired|recruited|headhunted by | intern~|interning at|with | an intern at|with | "
        "on staff at | on the staff of",
        "org",
    ),
    ("employer", "team|department|division|unit|lab|group at", "org_of_team"),
    ("employer", "^ am|'s|are over at | teach~|lecture~ at", "org"),
    (
        "employer",
        "contracting for | on contract with|at|for | a placement at|with | my first week|day|"
        "month at | on the payroll at|of | employed at|with",
        "org",
    ),
    (
        "employer",
        "my company|employer|firm , | an|my internship at|with | internship at|with",
        "org",
    ),
    ("role", "^ founded|co-founded|cofounded", "founder"),
    ("role", "^ am|'s|are|'ve_been in | work~ in", "known_field"),
    ("role", "^ am|'s|are one of the|our|two|three|a_few|several|many", "one_of_role"),
    ("role", "^ study|studies | am|'s|are studying", "study_subject"),
    (
        "role",
        "^ run~|lead~|manage~|head~ | am|'s|are running|leading|managing|heading",
        "team_lead",
    ),
    ("role", "^ own~|run~|manage~ | am|'s|are|'ve|have? been? running|managing", "business"),
    ("role", "^ drive|drives a|an", "vehicle_driver"),
    ("employer", "^ founded|co-founded|cofounded", "org"),
    ("home_location", "live~ in|at", "loose_place"),
    ("home_location", "live~ in|at", "loose_place"),
    ("home_location", "living in|at", "loose_place"),
    ("home_location", "live in", "loose_place"),
    ("home_location", "based in | based out of", "place"),
    ("home_location", "visiting from | coming over|in|down|up from | flying in|over from", "place"),
    ("home_location", "^ move~|relocate~|shift~|retire~ to | move~ down|up|over|back to", "place"),
    (
        "home_location",
        "^ have|had relocated|moved to | have|had moved down|up|over|back to",
        "place",
    ),
    ("home_location", "^ am|is|are|'s|been in", "place_strict"),  # "I was in Rome": a stay
    ("home_location", "^ home is|'s | my home is|'s", "place_strict"),
    ("home_location", "in", "place_now"),
    ("home_location", "new life in", "place"),
    (
        "home_location",
        "^ am|'s|are out|down|up|over in | am|'s|are just? outside | live~ abroad|overseas in | "
        "move~|moved here|out|back to",
        "place_strict",
    ),
    ("home_location", "live~ in|on the | move~|moved out? to the", "part_of_place"),
    ("home_location", "is|'s home now|these_days | is|'s my home now|these_days", "known_before"),
    ("home_location", "has|have|'s been home|my_home|our_home", "known_before"),  # g57e
    ("home_location", "^ home has been", "place_strict"),  # g57e: "home has been Lyon since"
    ("home_location", "work~ remote|remotely from", "place_strict"),
    (
        "home_location",
        "my apartment|flat|house|home|condo|studio is|'s in | my apartment|flat|house is|'s "
        "over|out|up|down in",
        "place",
    ),
    ("home_location", "bought a house|flat|place in", "place"),
    ("home_location", "live~ for | stay~ living | stay~ living in", "place_strict"),  # Krio, Pidgin
    ("home_location", "home office in | home office is in", "place"),
    ("home_location", "^ reside~ in", "place"),
    ("home_location", "live~ out of", "place"),
    (
        "home_location",
        "^ rent~|own~ a|an|my flat|apartment|house|place|condo|home|studio in",
        "place",
    ),
    ("home_location", "^ have|'ve got a|an|my flat|apartment|house|place|condo|home in", "place"),
    ("home_location", "live~ outside|near", "place"),
    ("home_location", "live~ downtown|uptown|locally|here|over|out|up|down in", "place"),
    ("home_location", "live~ on the outskirts|edge of | live~ in the suburbs of", "place"),
    ("home_location", "^ am|'s a|an resident of", "place"),
    (
        "work_location",
        "my|our office|job|work is|'s in | my|our office|job|work moved to | my|our office|job|"
        "work is|'s out in",
        "place",
    ),
    ("work_location", "office is|'s in", "place"),
    (
        "work_location",
        "office|job|workplace is|'s over|out|up|down|across in | the job is|'s in",
        "place",
    ),  # h34b: "my office is over in Croydon", "the job's in Glasgow"
    (
        "work_location",
        "office|job|workplace|work is|'s in downtown|central|uptown|midtown|suburban",
        "place",
    ),
    ("work_location", "commute~ from", "commute_to"),
    (
        "work_location",
        "my|our hq|headquarters|workplace|site|studio|lab|base is|'s in | my|our workplace|hq|"
        "headquarters|company|team moved|relocated to | "
        "stationed|posted|deployed in|at|to",
        "place",
    ),
    (
        "work_location",
        "commute~|drive~|head~|go~|travel~|ride~|cycle~|walk~ into|to | "
        "take~|took the train|tube|bus|ferry into|to",
        "place_for_work",
    ),
    ("work_location", "commute~ to|into", "commute_place"),
    (
        "work_location",
        "commute~ up|down|over|back|in to|into | my commute is|'s to|into | my daily? commute "
        "to|into",
        "place_strict",
    ),
    ("work_location", "^ work~", "work_place_later"),
    ("work_location", "work~ downtown|mostly|mainly|full-time|part-time in", "place_strict"),
    (
        "work_location",
        "my|our workplace|office|company|team|job is|'s based? in | go~ into the office in | "
        "the|our office in",
        "place",
    ),
    (
        "work_location",
        "based in|at our|the | based out of our|the | transferred to our | my desk is|'s in|at "
        "our|the",
        "office_place",
    ),
    ("work_location", "work~ in central|downtown|inner|north|south|east|west", "place_strict"),
    ("employer", "^ have|'ve|had been at|with | been at|with", "org_tenure"),
    ("employer", "is|'s where i work | is|'s who i work for | is|'s my employer", "org_before"),
    ("languages", "good|decent|great|fluent|proficient at|in", "languages"),
    ("work_location", "work is|'s in", "place"),
    (
        "work_location",
        "work is|'s out of the|our | work is|'s based out of the|our",
        "office_place",
    ),
    ("work_location", "office|workplace is|'s downtown|midtown|uptown", "place"),
    ("work_location", "work~ in|from | work~ out of", "place_strict"),
    (
        "work_location",
        "work~ out of the | work~ from the | moved to the | moved us to the | moved my team to the"
        " | work~ out of our|my | work~ from our|my | work~ at our|the | transferred to the | "
        "am|'s at|in the|our | "
        "move~|relocate~|transfer~|transferred me|us to the | "
        "move~|relocate~|transfer~|transferred my|our whole? team up|down|over? to the | "
        "move~|transfer~|transferred to | go~|head~|come~ into|to the|our",
        "office_place",
    ),
    ("work_location", "is|'s where i work | is|'s where my office is", "place_before"),
    ("home_location", "is|'s where i live", "place_before"),
    ("languages", "speak~|spoke", "languages"),
    ("languages", "fluent in", "languages"),
    ("languages", "get by in", "languages"),
    ("languages", "native|fluent speaker of | speak~ fluent", "languages"),
    ("languages", "native", "languages"),
    ("languages", "bilingual , | bilingual in", "languages"),
    ("languages", "read", "languages"),
    ("languages", "my native|first|mother language|tongue is", "native_languages"),
    (
        "languages",
        "is|are my mother|first|native|home tongue|language | is|are my second|third language",
        "languages_before",
    ),
    (
        "languages",
        "converse~ in | conversational in | get~ by in | communicate in | manage in | get~ along"
        " in",
        "languages",
    ),
    ("languages", "speaker", "speaker_of"),
    ("languages", "native speaker", "speaker_of"),
    (
        "languages",
        "hold a conversation in | grew up speaking | raised speaking | can read and write",
        "languages",
    ),
    ("languages", "my", "language_is"),
    ("languages", "picked up | learned | studied", "had_language"),
    ("languages", "use", "languages"),
    ("timezone", "am|is|are|'s|was|were|been on|in", "timezone"),
    ("timezone", "my timezone is|'s | my time zone is|'s", "timezone"),
    ("timezone", "put me on | put me down as", "timezone"),
    (
        "timezone",
        "treat me as | count me as | go~ by | schedule me in | schedule me on",
        "timezone",
    ),
    ("timezone", "my clock|watch|phone|laptop|computer|system says|shows|reads", "timezone"),
    ("timezone", "on", "timezone"),
    ("timezone", "in", "timezone"),
    ("timezone", "so", "timezone"),
    ("timezone", "use", "timezone"),
    ("timezone", "^ keep~|follow~", "timezone"),
    ("timezone", "here", "before_timezone"),
    ("timezone", "^ am|'s", "zone_only"),
    ("timezone", "^ am|'s|are", "hours_off"),
    # work
    (
        "skill",
        "am|is|are|'s|was|were|been good|great|skilled|proficient|experienced|handy|decent|"
        "strong at|in|with | am|'s pretty|really|very good|handy|decent at|with|in",
        "skills",
    ),
    ("skill", "know my way around", "skills"),
    (
        "skill",
        "^ am|'s okay|ok|alright|passable|competent|comfortable|capable at|in|with | "
        "can get by in|with | get~ by in|with | dabble~ in|with",
        "known",
    ),  # h34b: a skill said modestly ("I'm okay at Excel", "I can get by in Python")
    ("skill", ", good|great|decent|handy|proficient|solid|fluent at|in|with", "skills"),
    ("skill", "^ good|great|decent|handy|proficient|experienced|solid at|in|with", "skills"),
    ("skill", "am|is|are|'s|was|were|been fluent in", "known"),
    ("skill", "^ fluent in", "known"),
    ("skill", "speak~ fluent|decent|passable|good|basic", "tech"),  # g56e: "speak fluent Excel"
    ("skill", "^ write~|code~", "known"),
    ("skill", "picked up | taken up | took up", "new_skill"),
    ("skill", "know", "known"),
    ("skill", "can", "ability"),
    ("skill", "self-taught in", "skills"),
    (
        "skill",
        "years of experience in|with | years ' experience in|with | a knack for | no stranger to",
        "skills",
    ),
    ("skill", "^ have|'ve|had? mastered", "skills"),
    (
        "skill",
        "trained|qualified|certified in | know~ a_bit_of|the_basics_of",
        "skills",
    ),
    ("skill", "my main|core|key|best? skills are|include", "known"),
    ("skill", "^ am|'s a|an pretty|really|very|quite|fairly?", "doer_skill"),
    ("skill", "have years of experience in|with", "skills"),
    ("skill", "writing|coding", "things_for"),
    ("skill", "write~|code~ in", "skills"),
    ("skill", "write~ a lot of", "skills"),
    ("skill", "picked~ up | learned~ | also learned", "skill_learned"),
    ("skill", "is|are my bread and butter", "before"),
    ("skill", "am|'m a black|brown belt in | have|'ve got a black|brown belt in", "skills"),
    (
        "skill",
        "am|is|are|'s|was|were|been comfortable|familiar|competent|confident|versed|well-versed|"
        "certified|an_expert|a_pro|a_whiz|a_dab_hand|an_old_hand with|in|at|on",
        "skills",
    ),
    (
        "skill",
        "have|'ve|had experience with|in | have|'ve|had a_lot_of|lots_of|plenty_of|some|years_of|"
        "decades_of experience with|in | have|'ve got a_lot_of|lots_of|years_of experience with|in"
        " | have|'ve|had a background in | have|'ve|had a black belt in | certified in",
        "skills",
    ),
    (
        "skill",
        "work~ in|with | use~ | write~ | code~ in | build~ things|apps|games|stuff|tools in|with"
        " | stack "
        "is|'s | program~|develop~|script~ in | years|decade|decades of | work is|'s in | my "
        "strongest|main|primary|best|favourite|favorite programming? language is|'s",
        "tech",
    ),
    ("skill", "skills|skillset", "tech_before"),
    ("skill", "is|are second nature to me", "before"),
    ("skill", "have|'ve been doing", "done_for_years"),
    ("skill", "^ been doing", "done_for_years"),  # g57e: "been doing terraform for 5 yrs"
    ("skill", "is|are my strong suit|strength|forte|specialty|speciality", "before"),
    (
        "skill",
        "taught myself | am self-taught in | programming|developing|scripting in|with",
        "known",
    ),
    ("skill", "know how to | learned~|learnt how? to | taught~|showed~ me how? to", "learned_how"),
    ("skill", "play~ the?", "instrument"),
    (
        "project",
        "am|is|are|was|were|been building|developing|writing|making|designing|prototyping|"
        "renovating|creating|restoring|coding|knitting|sewing|composing|recording|producing|"
        "filming|rebuilding|redesigning|refactoring|drafting|assembling|crafting|painting | in "
        "the middle|process of building|writing|making|renovating|restoring|recording|planning|"
        "creating|developing|designing|finishing|converting|rebuilding|knitting",
        "made_project",
    ),
    (
        "project",
        "restoring|rebuilding|writing|knitting|crocheting|sewing|quilting|rigging|modding|"
        "sculpting|animating|illustrating|composing|drafting|coding|renovating|remodeling|"
        "remodelling|converting|fine-tuning|finetuning|building|designing|translating|"
        "transcribing|digitizing|digitising|compiling",
        "made_project",
    ),  # said by its making verb, with or without "I'm" ("restoring a '72 Datsun in my garage")
    ("project", "working on", "project"),
    ("project", "my side hustle|gig right_now|these_days? is|'s", "project"),
    (
        "project",
        "hacking|tinkering|noodling on|with|at | plugging|chipping away on|at | busy with",
        "project",
    ),
    ("project", "^ have|'ve|had started|launched|set_up a|an|my|our", "project_media"),
    (
        "project",
        "working on | building | prototyping | putting together | setting up | developing | "
        "designing",
        "made_project",
    ),
    (
        "project",
        "my side|current|new|latest|big|main|biggest|personal|passion|pet|weekend project "
        "this_year|right_now|these_days? is|'s finishing|building|writing|making|renovating|"
        "restoring|launching|creating|developing|designing?",
        "project",
    ),
    (
        "project",
        "am|are|was|been leading|heading|spearheading|launching|rewriting|migrating|organizing|"
        "organising | spearhead~",
        "project",
    ),
    (
        "project",
        "am|are|was|been|'m|'re migrating|porting|rewriting|converting|moving|switching|upgrading",
        "activity_project",
    ),  # "I'm migrating our billing system from PHP to Go": the change is the project
    ("project", "^ make~|started~|host~ a|an", "project_noun"),
    ("project", "^ run~|host~|start~|started a|an|my|our", "project_media"),
    ("goal", "my goal|goals|dream|aim|ambition|resolution", "goal_is"),
    ("goal", "my big|main|biggest|ultimate goal|dream is to?", "goal"),
    ("goal", "the dream|goal|plan is|'s | this year 's goal is", "goal"),
    (
        "goal",
        "want to | would like to | 'd like to | wanna | 'd love to | would love to",
        "goal_vp",
    ),
    ("goal", "really want to", "goal_vp"),
    (
        "goal",
        "have|'ve? always wanted to | working hard to | "
        "set myself the goal of | set myself a goal of | set a goal of",
        "goal_vp",
    ),
    ("goal", "^ am|'s? aiming|gunning for", "goal"),
    ("goal", "^ hope~ to", "goal_vp"),
    ("goal", "want my", "goal_get"),
    (
        "goal",
        "trying to | aiming to | determined to | hoping to | saving up to | working towards | "
        "planning to | working to",
        "goal",
    ),
    ("goal", "studying for", "goal_get"),
    ("goal", "saving|saving_up for | training for | working toward|towards", "aim_for"),
    (
        "project",
        "am|are|was|been redoing|overhauling|revamping|rewiring|landscaping|converting|gutting | "
        "my current|side|main|big|new project is|'s rewriting|migrating|refactoring|redoing|"
        "overhauling|fixing|porting",
        "project",
    ),
    ("skill", "^ have|'ve been", "practised_for_years"),
    (
        "skill",
        "^ do|does a_lot_of|lots_of|some|mostly? | sew|sews|knit|knits|crochet|crochets|"
        "quilt|quilts|weave|weaves",
        "craft",
    ),
    ("skill", "teaching myself", "known"),  # learning now is a skill (slots.md); wanting it a goal
    # skills, languages, projects, goals: wider phrasings (en_skills)
    (
        "skill",
        "am|was|been|get~|got|gotten|become|became fairly|reasonably|super|"
        "extremely|incredibly|decently|seriously|insanely|ridiculously|pretty|really|very|quite? "
        "good|great|proficient|skilled|handy|decent|strong|solid|competent|excellent|talented|"
        "amazing|brilliant at|in|with",
        "skills",
    ),
    (
        "skill",
        "is|are my strong_suit|strength|forte|specialty|speciality|superpower|wheelhouse|"
        "specialism | is|are one_of_my strengths|specialties|specialities|strong_suits|"
        "superpowers|skills | is|are what i'm best at | is|are what i do best | is|are in my "
        "wheelhouse | is|are something i'm good|great at",
        "before_skill",
    ),
    (
        "skill",
        "my strongest|best|main|top|biggest|greatest|special|real|core|key skill|talent|"
        "strength|forte|specialty|speciality is|'s | my area of expertise is|'s | my expertise "
        "is|'s|lies in",
        "skills",
    ),
    ("skill", "^ am|'s a|an", "expert"),
    ("skill", "taught myself | am|'m self-taught in|at|with | got certified in", "learned"),
    ("skill", "^ can do", "can_do"),
    (
        "goal",
        "am|'m on a mission to | aim~ to | intend~ to | "
        "trying|working|striving hard|really_hard to | am|'m committed to | vowed to | "
        "promised myself i'd|to | am|'m dead set on | am|'m set on",
        "goal_on",
    ),
    ("goal", "my goal|goals|dream|aim|ambition|resolution|mission is|'s to", "goal_on"),
    ("goal", "resolution|resolutions|goal|goals|dream|ambition|aim|target|plan", "goal_said"),
    (
        "project",
        "am|are|was|were|been|'m|'re slowly|gradually|secretly|quietly|still? fixing_up|doing_up|"
        "co-writing|co-writing|translating|illustrating|remodeling|remodelling|restoring|"
        "hacking_away_at|hacking_away_on|chipping_away_at | putting|put the finishing|final "
        "touches on|to | in the process|middle of launching|starting|setting_up|opening|"
        "organizing|organising|rebuilding|remodeling|translating|editing|recording|filming",
        "project",
    ),
    ("languages", "^ have|has|'ve|got|had got?", "had_language"),
    ("languages", "know~|understand~", "had_language"),
    ("languages", "rusty in|with | level in | certificate in", "languages"),
    ("languages", "was|were my mother|first|native|home tongue|language", "languages_before"),
    ("languages", "^ talk~|chat~|text~|communicate~", "in_language"),
    ("languages", "^ talk~|chat~|sign~|speak~|spoke", "languages"),
    ("languages", "fluent-ish|semi-fluent|fluentish|near-fluent|half-fluent in", "languages"),
    ("goal", "working toward | working toward|towards getting", "goal"),
    (
        "project",
        "am|'m|are|'re|been starting|launching|opening|setting_up a|an|my|our",
        "project_media",
    ),
    (
        "skill",
        "is|are something i taught myself|learned|learnt|picked_up | is|are my daily|everyday|"
        "main|usual tools|tool|stack|toolkit",
        "before_skill",
    ),
    (
        "goal",
        "is|are one_of_my goals|dreams|resolutions|ambitions | is|are on my bucket_list|"
        "to-do_list|list_for_this_year | is|are my goal|dream|resolution|ambition|aim",
        "before_skill",
    ),
    # taste
    ("like", "^ love~|like~|enjoy~|adore~", "taste_phrase"),
    ("like", "^ have|had|'ve loved|liked|enjoyed|adored", "taste_phrase"),
    ("like", "^ prefer~", "taste_prefer"),
    (
        "like",
        "^ have|'ve? come~|came|grow~|grown|grew|learn~|learnt|start~|began|begun to "
        "love|like|enjoy|adore | have|'ve? start~|began|begun loving|liking|enjoying | "
        "have|'ve? fall~|fell|fallen in love with",
        "taste_phrase",
    ),  # a feeling that came about: "I've come to love rainy days"
    ("like", "^ am|is|'s|are a|an | am|'s|are such a|an", "fan_of"),
    ("like", "^ could eat|drink|watch|listen_to|read|play", "taste_forever"),
    (
        "like",
        "can not live without | nothing makes me happier than | am|'s|are always? down for | "
        "have|'ve been loving|enjoying|digging | really digging | have|had|'ve had? a "
        "thing|soft_spot|weakness for | been super into | am|'s super into | have|'ve got a "
        "real|big|huge? soft_spot|thing|weakness for | one of my hobbies|passions is|'s | "
        "my favourite|favorite hobby|pastime|pastimes is|are|'s",
        "taste_phrase",
    ),
    (
        "like",
        "my new|latest|current|biggest|ultimate? happy_place|weakness|obsession|passion|go-to|"
        "comfort_food",
        "favourite_is",
    ),
    (
        "like",
        "am|'s a convert to | am|'s back into | am|'m learning|starting|beginning to "
        "love|like|enjoy",
        "taste_phrase",
    ),
    ("like", "^ am|'s more of a|an", "fan_of"),
    ("like", "has|have become my favourite|favorite | is|are my new favourite|favorite", "before"),
    (
        "like",
        "is|are the best | is|are so? much fun | never get~ old | is|are my whole personality | "
        "is|are underrated|delicious|addictive|life | make~ me happy|smile | is|are the love of my "
        "life",
        "before_kind",
    ),
    (
        "like",
        "is|are my favourite|favorite kind|type|sort|genre of | is|are my all-time|absolute|top|"
        "personal favourite|favorite | is|are my drink|food|dish|snack|poison|music|sport of "
        "choice",
        "before_kind",
    ),
    (
        "like",
        "go~ crazy|nuts|wild|bananas for | really dig~",
        "taste_phrase",
    ),  # "Bluegrass is my favourite kind of music" (praise alone, "X is amazing", is no taste)
    ("like", "^ would rather | 'd rather", "taste_rather"),
    (
        "like",
        "am|is|are|'s|was|were|been into | am|is|are|'s obsessed with | am|'s a fan|sucker of|for |"
        " am|'s a huge|big|massive fan of",
        "taste_phrase",
    ),
    (
        "like",
        "really into | huge|big|massive fan of | sucker for | obsessed with | hooked on | addicted "
        "to",
        "taste_phrase",
    ),
    (
        "like",
        "am|is|are|'s|was|were|been crazy|mad|passionate|nuts|wild|enthusiastic about | "
        "am|is|are|'s|was|were|been keen on | am|is|are|'s|was|were|been fond|a_lover of | "
        "am|is|are|'s|was|were|been partial to | have a weakness for | live for | "
        "am|'s always up for | never say no to | can not resist | gotten|getting|been into | "
        "am|'s big on | am|'s all about | "
        "never get~ tired|bored|sick of",
        "taste_phrase",
    ),
    ("like", "love", "taste_start"),
    ("like", "got into", "taste_into"),
    (
        "like",
        "is|are my thing|favourite|favorite|jam|weakness|go-to|obsession|passion|happy_place | "
        "is|are my guilty pleasure | is|are my comfort food",
        "before",
    ),
    ("like", "nothing beats | nothing better than | nothing like", "taste_phrase"),
    (
        "like",
        "is|are another favourite|favorite | is|are one of my all-time? favourites|favorites",
        "before",
    ),
    ("like", "can not get enough of | have a soft spot for | have a thing for", "taste_phrase"),
    ("like", "what i really enjoy is | what i love is", "taste_phrase"),
    ("like", "my guilty pleasure is", "taste_phrase"),
    ("like", "my favourite|favorite things :", "taste_phrase"),
    ("like", "my favourite|favorite", "favourite_is"),
    (
        "like",
        "my absolute|all-time|ultimate|very|top|personal|most favourite|favorite | "
        "my favourite|favorite ever",
        "favourite_is",
    ),  # "my absolute favourite band is Khruangbin"
    ("like", "^ into | ^ so|totally|super|really|big|well|seriously into", "taste_phrase"),
    ("like", "is|are what i enjoy|love|like most? | is|are what i live for", "before"),
    (
        "like",
        "is|are something i love|enjoy|adore|like | is|are so|soo|sooo good",
        "before_kind",
    ),  # "Pickled herring is something I really enjoy", "cold brew is so good"
    ("dislike", "^ hate~|dislike~|detest~|loathe~|despise~", "taste_when"),
    ("dislike", "^ really? not like", "taste_when"),  # "I really not like horror films"
    (
        "dislike",
        "^ have|'ve? come~|came|grow~|grown|grew|learn~|learnt|start~|began|begun to "
        "hate|dislike|loathe | have|'ve? start~|began|begun hating|disliking | "
        "have|'ve? grow~|grown|grew|get~|got|gotten sick|tired of",
        "taste_phrase",
    ),
    (
        "dislike",
        "can not stand | do not like | do not enjoy | never liked | can not do | can not eat | "
        "refuse to eat | can not bear|stomach|tolerate|handle | do not care for | have no time for"
        " | never enjoyed",
        "taste_when",
    ),
    (
        "dislike",
        "not a fan of | not big on | not into | not a huge|big|massive|great fan of | not really "
        "into | no fan of | not the biggest|greatest fan of | am|are sick|tired of | have no "
        "patience for | not keen on | not fond of | not crazy|wild|nuts about | not much of a "
        "fan of | fed up with | put off by",
        "taste_phrase",
    ),
    (
        "dislike",
        "is|are not my thing | is|are not my cup of tea | get|gets on my nerves | freak~ me out",
        "before",
    ),
    (
        "dislike",
        "is|are a hard no | is|are my worst? nightmare | is|are not for me | is|are the worst | "
        "is|are a no|nope from me | is|are a hard pass",
        "before",
    ),
    (
        "dislike",
        "is|are disgusting|gross|awful|terrible|vile|revolting|foul|rank|grim|rancid|minging",
        "before_kind",
    ),
    ("dislike", "drives|drive me up the wall | drives|drive me crazy|nuts|insane", "before"),
    (
        "dislike",
        "gross|grosses me out | make|makes me gag|sick | is|are overrated | turn|turns me off | "
        "is|are not my cup of tea",
        "before_kind",
    ),
    ("dislike", "^ avoid~ | steer clear of", "taste_phrase"),
    (
        "dislike",
        "taste~|smell~ like soap|dirt|cardboard|garbage|feet|medicine|chalk|plastic|rubber",
        "before_kind",
    ),  # "cilantro tastes like soap to me"
    ("dislike", "have|'ve got? zero|no|little interest in", "taste_phrase"),
    (
        "dislike",
        "have|'ve never been a fan of | have|'ve never been big on | have|'ve never been into",
        "taste_phrase",
    ),
    (
        "dislike",
        "make~ me anxious|nervous|uncomfortable|miserable|cringe | terrify~|scare~|bore~|annoy~|"
        "irritate~|disgust~ me | is|are torture for? me? | is|are my least favourite|favorite",
        "before_kind",
    ),
    (
        "dislike",
        "is|are unbearable|the_absolute_worst|a_nightmare",
        "before_kind",
    ),  # "Loud restaurants are a nightmare for me" ("X is horrible" is a judgement, no taste)
    ("dislike", "nothing annoys|bugs|irritates|bothers me more than", "taste_phrase"),
    (
        "dislike",
        "stress~ me out | "
        "is|are such a waste of time | is|are a crime | is|are the bane of my life|existence",
        "before_kind",
    ),  # "Crowds stress me out", "Reality TV is such a waste of time"
    (
        "like",
        "relax~|calm~|soothe~ me | calm~ me down | cheer~ me up | put~ me in a good mood",
        "before_kind",
    ),  # "Jazz really relaxes me"
    ("like", "am|'m really|so|totally|absolutely? enjoying|loving", "taste_ongoing"),
    ("dislike", "^ never been a|the? big? fan of | ^ never really been a fan of", "taste_phrase"),
    (
        "habit",
        "is|are part of my daily|morning|evening|nightly|weekly|weekend|bedtime? routine | "
        "is|are a daily|nightly|weekly|morning|evening habit|ritual|thing | "
        "has|have|'s become a daily|nightly|weekly|morning|evening? habit|ritual|routine | "
        "is|are my daily|morning|evening|weekly|bedtime ritual|routine | "
        "is|are non-negotiable | is|are a must | is|are a tradition | is|are sacred",
        "habit_before",
    ),  # "Journaling is part of my morning routine", "My Sunday run is non-negotiable"
    (
        "dislike",
        "have|'ve never been able to stand|stomach|bear | can not get into | can never get into",
        "taste_when",
    ),  # "I've never been able to stand opera", "I just can't get into jazz"
    (
        "dislike",
        "is|are something i hate|dislike|loathe|despise | is|are what i hate|dislike|loathe|dread "
        "most?",
        "before",
    ),  # a thing said first, then the user's dislike of it
    (
        "dislike",
        "taste~|smell~ awful|disgusting|horrible|terrible|gross|vile|rank | "
        "make~ me want to throw|puke|vomit|retch|heave",
        "before_kind",
    ),  # "Celery tastes awful to me", "the smell of fish sauce makes me want to puke"
    ("dislike", "^ am|'s|are not|never a|an | am|'s|are not much of a|an", "fan_of"),
    ("dislike", "makes|make me want to leave", "before"),
    ("dislike", "find", "find_tiresome"),
    ("like", "^ find~", "find_good"),
    ("dislike", "is the other thing i refuse to eat", "before"),
    ("dislike", "is|are another one i can not do", "before_list"),
    # health
    ("allergy", "allergic to", "allergens"),
    (
        "allergy",
        "have|got|had an? allergy|allergies to|for|with | my allergy|allergies is|are to | allergy|"
        "allergies to | anaphylactic to",
        "allergens",
    ),
    ("allergy", "allergy|allergies", "allergy_named_before"),
    ("allergy", "have|got a|an | have got a|an", "allergy_of_kind"),
    ("allergy", "add", "allergy_add"),
    ("allergy", "react~ badly to | have a bad reaction to | get hives from", "allergens"),
    (
        "allergy",
        "react~ to | get|got|have|had a|an allergic? reaction to|from | break~|broke out in "
        "hives|spots|a_rash? when|whenever|if|after i eat|touch|have|drink | come~|came out in "
        "hives|spots|a_rash when|whenever|if|after i eat|touch|have|drink",
        "allergens",
    ),
    (
        "allergy",
        "set|sets off my allergies|allergy | trigger~ my allergies|allergy | make~ me break out",
        "before",
    ),
    (
        "allergy",
        "give~|gave me hives|welts|a_rash|rashes|an_allergic_reaction|a_reaction|itchy_eyes"
        "|anaphylaxis | give~|gave me a|an bad|nasty|severe|serious|terrible|awful|horrible"
        "|weird|allergic|horrendous reaction|rash | make~|made me|my throat|lips|mouth|tongue"
        "|face|eyes|skin swell|itch"
        "|itchy|puff_up|break_out|come_out_in_hives|close_up"
        " | make~|made me itch|itchy|swell|swell_up|wheeze|puff_up",
        "reaction_before",
    ),  # "Kiwi makes my mouth itch", "Eggs give me hives", "strawberries make me itchy"
    (
        "allergy",
        "get~|got hives|welts|a_rash|rashes|itchy_eyes|puffy_eyes|a_reaction from|with|around"
        " | break~|broke out in hives|welts|a_rash|rashes|spots from|with|around | come~|came"
        " out in hives|welts|a_rash from|around | swell~ up? from | carry~|have|need a|an?"
        " epipen|epi-pen for",
        "allergens",
    ),  # "I swell up from wasp stings", "I carry an EpiPen for peanuts"
    (
        "allergy",
        "swell~|itch~|close~|tingle~|break~|broke up|out? when|whenever|if|after|every_time i"
        " eat|touch|have|drink|take|use|try|am_around|get_near",
        "allergens",
    ),  # "my throat swells up if I eat cashews"
    ("allergy", "my allergies|allergy are|is|include~ | my allergies|allergy :", "allergens"),
    ("allergy", "am the guy|girl|one|person|woman|man with a|an|the", "allergy_of_kind"),
    (
        "allergy",
        "is|are another allergy of mine | is|are my allergies | those are my allergies",
        "before",
    ),
    (
        "condition",
        "have|got|get|has | have|has got | suffer~ from | deal with | live with | living with | "
        "diagnosed with | "
        "struggle~ with | had | recovering from | being treated for | on medication for | take~ "
        "medication for | in remission from | was|been|got diagnosed with",
        "condition",
    ),
    ("condition", "am|is|are|'s|was|were|been", "condition_adj"),
    ("condition", "high|low", "measure"),
    ("condition", "^ my", "own_condition"),
    ("condition", "had | has had | have had | suffered", "event_condition"),
    ("condition", "since childhood", "before_condition"),
    ("condition", "here", "condition_here"),  # "diabetic here, type 1"
    (
        "condition",
        "tore|torn|broke|broken|sprained|fractured|dislocated|injured|hurt|pulled|ruptured|"
        "herniated|slipped|busted|wrecked|strained my",
        "injury",
    ),  # "I tore my ACL skiing and I'm still in physio"
    (
        "condition",
        "insulin|metformin|inhaler|inhalers|cpap|antidepressants|levothyroxine|dialysis|chemo|"
        "chemotherapy | blood thinners | meds|medication|pills|tablets|medicine for",
        "treated_by",
    ),  # "I take insulin", "I use an inhaler for my asthma", "I'm on meds for my ADHD"
    ("condition", f"{'|'.join(sorted(CARE))} for | because of | due to", "condition_cared"),
    ("condition", "gave|given|left me", "condition_given"),  # "standing all day gave me ..."
    ("condition", "sufferer", "sufferer"),  # "migraine sufferer, bright screens set me off"
    ("diet", "am|is|are|'s|was|were|been", "diet_said"),  # not "This salad is vegan"
    ("diet", "eat|doing|keep|do|go|went|gone|now | for me", "diet"),
    ("diet", "trying|started|starting | switch~ to", "diet"),
    ("diet", "follow~ | stick~ to | on | eat~", "named_diet"),
    (
        "diet",
        "do not eat | never eat | have not eaten | avoid~ | steer~ clear of | stay~ away from"
        " | can not have|eat|drink",
        "food_given_up",
    ),
    ("diet", "do|doing|practise|practice intermittent fasting", "fasting"),
    (
        "diet",
        "^ vegan|vegetarian|veggie|pescatarian|keto|halal|kosher|gluten-free|dairy-free|"
        "plant-based|teetotal|meat-free",
        "diet_word",
    ),  # "my mom's vegetarian": the verb went with the subject
    ("diet", "does not drink | does not drink alcohol", "no_alcohol"),
    ("diet", "on a", "diet"),
    ("diet", "only eat", "diet_only"),
    ("diet", "do not eat meat", "no_meat"),
    ("diet", "not drinking | do not drink", "no_alcohol"),
    (
        "diet",
        "done with alcohol | off alcohol | sober | teetotal | do|does not touch alcohol|booze"
        "|a_drop|the_stuff | never touch alcohol|booze|a_drop|the_stuff",
        "no_alcohol",
    ),
    ("diet", "for me | is|'s not for me", "diet_for_me"),
    ("diet", "plant-based", "vegan"),
    ("diet", "here", "diet_here"),  # "strict vegan here"
    (
        "diet",
        "drink no alcohol|booze | am a non-drinker|nondrinker|teetotaller|teetotaler",
        "no_alcohol",
    ),
    ("diet", "^ being a|an?", "diet"),  # "being vegan, I ..."
    ("diet", "^ a|an", "diet_alone"),  # "(as) a vegetarian, I ...": "as" is a lead-in
    ("diet", "have not had a drink|drop | have not touched alcohol|booze|a_drop", "sober_for"),
    (
        "diet",
        "am off meat|sugar|dairy|gluten|carbs|booze|alcohol | do not do meat|sugar|dairy|gluten"
        "|carbs|booze|alcohol | no meat|sugar|dairy|gluten|carbs|booze|alcohol for me",
        "food_named",
    ),  # "I'm off sugar", "I don't do meat", "no dairy for me"
    ("diet", "eat~ no", "food_given_up"),  # "I eat no pork"
    ("diet", "no pork|beef|meat for me", "food_named"),  # "no pork for me, I'm Muslim"
    ("diet", "only eat~ fish|seafood", "pescatarian"),
    ("diet", "eat~ fish|seafood but no|not other? meat|meats", "pescatarian"),
    ("diet", "everything|all i eat? has|needs to be | everything|all i eat? must be", "diet"),
    ("diet", "but only | eat~ only | only eat~", "diet"),  # "eating meat again, but only halal"
)
"""The frames, by slot group. Dimensions of preferences, habits and plans are read
elsewhere (`en_prefs`, `en_habits`)."""


def merged(frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """Frames of one slot, reader and anchoring joined into one predicate of alternatives, at
    the place of the first (fewer frames to try on every clause, the same matches)."""
    joined: dict[tuple[str, str, bool], list[str]] = {}
    for slot, predicate, reader in frames:
        anchored = predicate.startswith("^ ")
        joined.setdefault((slot, reader, anchored), []).append(predicate.removeprefix("^ "))
    return tuple(
        (slot, ("^ " if anchored else "") + " | ".join(predicates), reader)
        for (slot, reader, anchored), predicates in joined.items()
    )


FRAMES: Final = merged(_FRAMES)
