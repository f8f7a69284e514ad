"""The work and plans slot group (skills, projects, goals, dated plans, roles, employers, work
places, languages) as people say them in everyday chat, English and Chinese (issue 22).

Each phrasing is a fresh sentence written from how people talk, not from the corpus; the value
must match leniently as the extraction corpus scores it (`values_match`: case, articles and
a covering part do not count), and a plan's date must be the one meant (said on Monday
2026-03-02). The negatives must give no memory of this group about the user: questions,
wishes, tentative talk, other people, the past, jokes.
"""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill
from memstream.processors.matchers.common import prepare
from tests.fixtures.grammar import MONDAY, dated_users, has_dated

GROUP = frozenset("skill project goal plan role employer work_location languages".split())

ENGLISH: list[tuple[str, str, str, str]] = [
    ("I'm decent at Photoshop", "skill", "Photoshop", ""),
    ("I know my way around Kubernetes", "skill", "Kubernetes", ""),
    ("SQL is my bread and butter", "skill", "SQL", ""),
    ("I've been doing woodworking for years", "skill", "woodworking", ""),
    ("I can code in Rust", "skill", "Rust", ""),
    ("I'm fluent in Python", "skill", "Python", ""),
    ("I'm self-taught in Blender", "skill", "Blender", ""),
    ("I code in Go mostly", "skill", "Go", ""),
    ("I'm pretty handy with Excel", "skill", "Excel", ""),
    ("I've got ten years of experience with Java", "skill", "Java", ""),
    ("I'm an expert in machine learning", "skill", "machine learning", ""),
    ("I picked up Kotlin last year", "skill", "Kotlin", ""),
    ("I taught myself Swift", "skill", "Swift", ""),
    ("I'm proficient in AutoCAD", "skill", "AutoCAD", ""),
    ("Rust is my strong suit", "skill", "Rust", ""),
    ("I'm really good with spreadsheets", "skill", "spreadsheets", ""),
    ("I'm a whiz at Excel", "skill", "Excel", ""),
    ("I know React pretty well", "skill", "React", ""),
    ("I've been programming in C++ since college", "skill", "C++", ""),
    ("I'm comfortable with Linux", "skill", "Linux", ""),
    ("My main language is TypeScript", "skill", "TypeScript", ""),
    ("I'm well-versed in statistics", "skill", "statistics", ""),
    ("I've mastered Figma", "skill", "Figma", ""),
    ("I'm skilled at negotiation", "skill", "negotiation", ""),
    ("I'm certified in AWS", "skill", "AWS", ""),
    ("I've got a knack for baking", "skill", "baking", ""),
    ("I'm no stranger to Docker", "skill", "Docker", ""),
    ("I've been coding in Python for ten years", "skill", "Python", ""),
    ("I've used Tableau for years", "skill", "Tableau", ""),
    ("I'm an old hand at Photoshop", "skill", "Photoshop", ""),
    ("I'm experienced with Terraform", "skill", "Terraform", ""),
    ("I'm building a budgeting app", "project", "budgeting app", ""),
    ("I'm working on a novel", "project", "novel", ""),
    ("My side project is a recipe website", "project", "recipe website", ""),
    ("I've been building a chess engine in my spare time", "project", "chess engine", ""),
    ("I'm writing a book about bees", "project", "book about bees", ""),
    ("Currently developing a mobile game", "project", "mobile game", ""),
    ("I'm putting together a photography portfolio", "project", "photography portfolio", ""),
    ("I'm in the middle of restoring a 1970 Mustang", "project", "1970 Mustang", ""),
    (
        "These days I'm working on a compiler for a toy language",
        "project",
        "compiler for a toy language",
        "",
    ),
    ("I've started a podcast about history", "project", "podcast about history", ""),
    ("I run a small newsletter on climate tech", "project", "newsletter on climate tech", ""),
    ("I'm prototyping a smart thermostat", "project", "smart thermostat", ""),
    ("I'm leading the migration to Kubernetes", "project", "migration to Kubernetes", ""),
    ("My current project is a VR museum tour", "project", "VR museum tour", ""),
    ("I'm making a short film", "project", "short film", ""),
    ("I'm designing a board game", "project", "board game", ""),
    ("I'm rebuilding my personal website", "project", "personal website", ""),
    ("I've been hacking on a Discord bot", "project", "Discord bot", ""),
    ("I'm setting up a home lab", "project", "home lab", ""),
    ("I'm launching an Etsy shop", "project", "Etsy shop", ""),
    ("I'm developing a plugin for Obsidian", "project", "plugin for Obsidian", ""),
    ("I'm working on my thesis", "project", "thesis", ""),
    (
        "I'm tinkering with a Raspberry Pi weather station",
        "project",
        "Raspberry Pi weather station",
        "",
    ),
    ("I started a YouTube channel", "project", "YouTube channel", ""),
    ("I'm writing a fantasy novel these days", "project", "fantasy novel", ""),
    (
        "I'm currently working on a startup idea for pet owners",
        "project",
        "startup idea for pet owners",
        "",
    ),
    ("My latest project is a solar-powered bike light", "project", "solar-powered bike light", ""),
    (
        "I'm halfway through building a treehouse for the kids",
        "project",
        "treehouse",  # g42j: the thing, short
        "",
    ),
    ("I want to get better at chess", "goal", "get better at chess", ""),
    ("I'm trying to lose ten pounds", "goal", "lose ten pounds", ""),
    ("My goal this year is to read 50 books", "goal", "read 50 books", ""),
    ("I'm aiming to run a sub-4 marathon", "goal", "run a sub-4 marathon", ""),
    ("I hope to buy a house", "goal", "buy a house", ""),
    ("I'm determined to finish my PhD", "goal", "finish my PhD", ""),
    ("My dream is to open a bakery", "goal", "open a bakery", ""),
    ("I'm saving up to travel around Asia", "goal", "travel around Asia", ""),
    ("I really want to get fit", "goal", "get fit", ""),
    ("I'm working towards a black belt", "goal", "black belt", ""),
    ("One of my goals is to learn to swim", "goal", "learn to swim", ""),
    ("I've set myself the goal of running a half marathon", "goal", "running a half marathon", ""),
    ("I'm hoping to get promoted", "goal", "get promoted", ""),
    ("I'm studying for the bar exam", "goal", "bar exam", ""),
    ("Eventually I want to start my own company", "goal", "start my own company", ""),
    ("My aim is to become fluent in Spanish", "goal", "become fluent in Spanish", ""),
    ("I'd like to write a novel one day", "goal", "write a novel", ""),
    ("I'm determined to pay off my student loans", "goal", "pay off my student loans", ""),
    ("I want to be able to do a pull-up", "goal", "be able to do a pull-up", ""),
    ("I've always wanted to visit Iceland", "goal", "visit Iceland", ""),
    ("My ambition is to become a surgeon", "goal", "become a surgeon", ""),
    ("I'm working hard to improve my English", "goal", "improve my English", ""),
    ("I'm trying to get into better shape", "goal", "get into better shape", ""),
    ("I'd really like to learn the guitar", "goal", "learn the guitar", ""),
    ("I'm a senior backend engineer", "role", "senior backend engineer", ""),
    ("I work as a nurse", "role", "nurse", ""),
    ("I'm a product manager at Spotify", "role", "product manager", ""),
    ("I'm an accountant", "role", "accountant", ""),
    ("My job title is staff data scientist", "role", "staff data scientist", ""),
    ("I got promoted to team lead", "role", "team lead", ""),
    ("I've been a paramedic for twelve years", "role", "paramedic", ""),
    ("I'm a freelance graphic designer", "role", "freelance graphic designer", ""),
    ("I'm now the head of marketing", "role", "head of marketing", ""),
    ("I'm working as a barista while I study", "role", "barista", ""),
    ("I'm retired", "role", "retired", ""),
    ("I'm a stay-at-home dad", "role", "stay-at-home dad", ""),
    ("I became a firefighter last year", "role", "firefighter", ""),
    ("I'm the CTO of a small startup", "role", "CTO", ""),
    ("I'm an electrician by trade", "role", "electrician", ""),
    ("I'm a PhD student", "role", "PhD student", ""),
    ("I switched careers and I'm a data analyst now", "role", "data analyst", ""),
    ("I've just started as a junior developer", "role", "junior developer", ""),
    ("I'm a full-stack developer", "role", "full-stack developer", ""),
    ("I'm a self-employed plumber", "role", "self-employed plumber", ""),
    ("I make a living as a translator", "role", "translator", ""),
    ("I'm a software engineer by profession", "role", "software engineer", ""),
    ("I've worked as a chef for ten years", "role", "chef", ""),
    ("These days I'm a project manager", "role", "project manager", ""),
    ("I'm employed as a lab technician", "role", "lab technician", ""),
    ("I was hired as a UX designer", "role", "UX designer", ""),
    ("I work at Google", "employer", "Google", ""),
    ("I'm at Stripe now", "employer", "Stripe", ""),
    ("I just joined Airbnb", "employer", "Airbnb", ""),
    ("I work for the BBC", "employer", "BBC", ""),
    ("My employer is Siemens", "employer", "Siemens", ""),
    ("I'm an engineer with Foster + Partners", "employer", "Foster + Partners", ""),
    ("I switched jobs and now I'm at Netflix", "employer", "Netflix", ""),
    ("I started at Shopify last month", "employer", "Shopify", ""),
    ("I'm on the payments team at Adyen", "employer", "Adyen", ""),
    ("I work for a company called Northwind", "employer", "Northwind", ""),
    ("I'm employed by Boeing", "employer", "Boeing", ""),
    ("I moved over to Microsoft", "employer", "Microsoft", ""),
    ("I left Google for Meta", "employer", "Meta", ""),
    ("I'm a nurse at St Mary's Hospital", "employer", "St Mary's Hospital", ""),
    ("I'm interning at NASA this summer", "employer", "NASA", ""),
    ("I got a job at IKEA", "employer", "IKEA", ""),
    ("I've been hired by Accenture", "employer", "Accenture", ""),
    ("I work in sales at Oracle", "employer", "Oracle", ""),
    ("I'm a designer over at Canva", "employer", "Canva", ""),
    ("I'm part of the data team at Zalando", "employer", "Zalando", ""),
    ("I work in the finance department at Unilever", "employer", "Unilever", ""),
    ("I'm a consultant for McKinsey", "employer", "McKinsey", ""),
    ("I've been at Apple since 2019", "employer", "Apple", ""),
    ("I'm an analyst at Goldman Sachs", "employer", "Goldman Sachs", ""),
    ("My office is in Shenzhen", "work_location", "Shenzhen", ""),
    ("I commute to Manhattan every day", "work_location", "Manhattan", ""),
    ("I work out of our London office", "work_location", "London", ""),
    ("I work in Amsterdam but live in Utrecht", "work_location", "Amsterdam", ""),
    ("Our office is in Canary Wharf", "work_location", "Canary Wharf", ""),
    ("I work from the Berlin office", "work_location", "Berlin", ""),
    ("I got transferred to the Singapore office", "work_location", "Singapore", ""),
    ("My job is in Eindhoven", "work_location", "Eindhoven", ""),
    ("I'm based in our Austin office", "work_location", "Austin", ""),
    ("I commute into Boston", "work_location", "Boston", ""),
    ("I drive to Palo Alto for work", "work_location", "Palo Alto", ""),
    ("I take the train to Zurich for work", "work_location", "Zurich", ""),
    ("My workplace is in Leeds", "work_location", "Leeds", ""),
    ("I'm in the Toronto office", "work_location", "Toronto", ""),
    ("I work downtown in Chicago", "work_location", "Chicago", ""),
    ("They moved me to the Paris office", "work_location", "Paris", ""),
    ("I'm stationed in Okinawa", "work_location", "Okinawa", ""),
    ("I go into the office in Reading three days a week", "work_location", "Reading", ""),
    ("Our HQ is in Munich", "work_location", "Munich", ""),
    # remote: the office's city is no work location (g43w, test_work_location_bases)
    ("My company is in Hangzhou", "work_location", "Hangzhou", ""),
    ("My office moved to Brooklyn", "work_location", "Brooklyn", ""),
    ("I work at our Dublin site", "work_location", "Dublin", ""),
    ("I speak Portuguese", "languages", "Portuguese", ""),
    ("I'm fluent in German", "languages", "German", ""),
    ("I'm a native Spanish speaker", "languages", "Spanish", ""),
    ("My mother tongue is Dutch", "languages", "Dutch", ""),
    ("I can get by in Italian", "languages", "Italian", ""),
    ("I'm bilingual in English and French", "languages", "French", ""),
    ("I speak a bit of Japanese", "languages", "Japanese", ""),
    ("I grew up speaking Tagalog", "languages", "Tagalog", ""),
    ("Arabic is my first language", "languages", "Arabic", ""),
    ("I can read Korean", "languages", "Korean", ""),
    ("I'm conversational in Mandarin", "languages", "Mandarin", ""),
    ("I know some Russian", "languages", "Russian", ""),
    ("I learned Swedish when I lived in Stockholm", "languages", "Swedish", ""),
    ("I also speak Hindi", "languages", "Hindi", ""),
    ("I picked up some Thai", "languages", "Thai", ""),
    ("I speak English and Polish at home", "languages", "Polish", ""),
    ("I'm a Portuguese native speaker", "languages", "Portuguese", ""),
    ("I'm fluent in both Hebrew and English", "languages", "Hebrew", ""),
    ("I can speak Vietnamese", "languages", "Vietnamese", ""),
    ("My Spanish is pretty good", "languages", "Spanish", ""),
    ("I'm a fluent French speaker", "languages", "French", ""),
    ("I've spoken Turkish since childhood", "languages", "Turkish", ""),
    ("I can hold a conversation in Czech", "languages", "Czech", ""),
    ("I understand Cantonese", "languages", "Cantonese", ""),
    ("Greek is my native language", "languages", "Greek", ""),
    ("I'm pretty much fluent in Italian now", "languages", "Italian", ""),
    ("I'm flying to Tokyo next Friday", "plan", "flying to Tokyo", "2026-03-13"),
    ("I have a job interview tomorrow", "plan", "job interview", "2026-03-03"),
    ("We're driving to the coast this weekend", "plan", "driving to the coast", "2026-03-07"),
    ("I'm seeing the doctor on Thursday", "plan", "seeing the doctor", "2026-03-05"),
    ("Going to Berlin on March 20", "plan", "going to Berlin", "2026-03-20"),
    ("I've got a presentation next Tuesday", "plan", "presentation", "2026-03-10"),
    ("Taking my mom to lunch on Sunday", "plan", "taking my mom to lunch", "2026-03-08"),
    ("I'm running a half marathon on April 5th", "plan", "running a half marathon", "2026-04-05"),
    (
        "Heading to Chicago for a conference next Wednesday",
        "plan",
        "heading to Chicago for a conference",
        "2026-03-11",
    ),
    ("My flight to Rome is on the 18th", "plan", "flight to Rome", "2026-03-18"),
    (
        "We're hosting a dinner party on Friday night",
        "plan",
        "hosting a dinner party",
        "2026-03-06",
    ),
    ("I have a dentist appointment in two weeks", "plan", "dentist appointment", "2026-03-16"),
    ("I'm taking the GRE on March 28", "plan", "GRE", "2026-03-28"),
    (
        "Next Thursday I'm meeting a client in Boston",
        "plan",
        "meeting a client in Boston",
        "2026-03-12",
    ),
    ("I'm getting surgery on the 9th", "plan", "getting surgery", "2026-03-09"),
    ("Booked a trip to Lisbon for the 22nd", "plan", "trip to Lisbon", "2026-03-22"),
    ("Leaving for Paris tomorrow morning", "plan", "leaving for Paris", "2026-03-03"),
    ("I'll visit my grandma on Saturday", "plan", "visit my grandma", "2026-03-07"),
    ("I'm going to paint the fence this Sunday", "plan", "paint the fence", "2026-03-08"),
    ("My driving test is next Monday", "plan", "driving test", "2026-03-09"),
    (
        "I've got a call with my landlord at 3pm tomorrow",
        "plan",
        "call with my landlord",
        "2026-03-03",
    ),
    (
        "I'm planning to repaint the bedroom on Saturday",
        "plan",
        "repaint the bedroom",
        "2026-03-07",
    ),
    ("I'm currently working as a sous chef in a small bistro", "role", "sous chef", ""),
    (
        "I'm a high school math teacher, been doing it for 8 years",
        "role",
        "high school math teacher",
        "",
    ),
    ("these days I mostly freelance as a copywriter", "role", "copywriter", ""),
    ("ok so context: I'm a second-year med student", "role", "med student", ""),
    ("I'm an ER doctor so my hours are all over the place", "role", "ER doctor", ""),
    ("I drive a forklift at a warehouse in Reno", "role", "forklift driver", ""),
    ("I'm a junior dev, just started my first job", "role", "junior dev", ""),
    ("I was promoted to senior analyst last month", "role", "senior analyst", ""),
    ("fyi I'm the office manager here", "role", "office manager", ""),
    ("I teach yoga part-time and do bookkeeping the rest of the week", "role", "yoga teacher", ""),
    ("I'm at Microsoft now, on the Azure team", "employer", "Microsoft", ""),
    ("been working at Tesco for about three years", "employer", "Tesco", ""),
    ("I just started a new job at Pfizer", "employer", "Pfizer", ""),
    ("my company, Acme Robotics, is tiny, like 12 people", "employer", "Acme Robotics", ""),
    ("I've worked for the NHS my whole career", "employer", "NHS", ""),
    ("I'm doing an internship with Deloitte this summer", "employer", "Deloitte", ""),
    ("I quit Amazon and joined a startup called Lumen", "employer", "Lumen", ""),
    ("I commute from Oakland to San Francisco every day", "work_location", "San Francisco", ""),
    ("my job's in Rotterdam so I take the train", "work_location", "Rotterdam", ""),
    ("I'm at our Berlin office most of the week", "work_location", "Berlin", ""),
    ("they relocated me to the Madrid office last spring", "work_location", "Madrid", ""),
    ("I head into the office in Midtown twice a week", "work_location", "Midtown", ""),
    ("I'm a native Mandarin speaker but I grew up in Toronto", "languages", "Mandarin", ""),
    ("my French is decent, my German is rusty", "languages", "French", ""),
    ("I can manage in Japanese, enough to order food", "languages", "Japanese", ""),
    ("I'm fluent in ASL", "languages", "ASL", ""),
    ("I've been coding in Rust for about two years", "skill", "Rust", ""),
    ("I'm pretty good at fixing bikes", "skill", "fixing bikes", ""),
    ("I'm a decent cook, mostly Italian stuff", "skill", "cooking", ""),
    ("I know Excel inside out", "skill", "Excel", ""),
    ("I'm handy with power tools", "skill", "power tools", ""),
    ("I write Python all day at work", "skill", "Python", ""),
    ("I play the violin, been playing since I was six", "skill", "violin", ""),
    ("right now I'm building a tiny house on wheels", "project", "tiny house on wheels", ""),
    (
        "I've been working on a mobile app for dog walkers",
        "project",
        "mobile app for dog walkers",
        "",
    ),
    ("my big project this year is finishing my dissertation", "project", "dissertation", ""),
    ("I'm restoring an old sailboat with my dad", "project", "old sailboat", ""),
    ("I'm in the process of writing a cookbook", "project", "cookbook", ""),
    ("we're renovating the bathroom this month", "project", "bathroom", ""),
    ("I'm creating an online course on watercolor", "project", "online course on watercolor", ""),
    (
        "my goal is to be conversational in Italian by summer",
        "goal",
        "be conversational in Italian",
        "",
    ),
    ("I'm really trying to cut down on screen time", "goal", "cut down on screen time", ""),
    ("this year I want to finally run a half marathon", "goal", "run a half marathon", ""),
    ("I'm aiming for a promotion by the end of the year", "goal", "promotion", ""),
    ("I want to save enough for a down payment", "goal", "save enough for a down payment", ""),
    ("I'd like to get my CPA license eventually", "goal", "get my CPA license", ""),
    ("I'm hoping to switch into product management", "goal", "switch into product management", ""),
    ("long-term I want to move abroad", "goal", "move abroad", ""),
    ("I'm heading to Lisbon on the 12th for a week", "plan", "heading to Lisbon", "2026-03-12"),
    ("we fly out to Cancun next Saturday", "plan", "fly out to Cancun", "2026-03-14"),
    (
        "I'm presenting at a conference in Austin next Tuesday",
        "plan",
        "presenting at a conference in Austin",
        "2026-03-10",
    ),
    ("I start my new job on April 1st", "plan", "start my new job", "2026-04-01"),
    ("tomorrow I have a job interview at Google", "plan", "job interview at Google", "2026-03-03"),
    (
        "I'm getting my wisdom teeth out on Friday",
        "plan",
        "getting my wisdom teeth out",
        "2026-03-06",
    ),
    ("I've got a flight to Denver on Friday", "plan", "flight to Denver", "2026-03-06"),
    ("I have my driving test next Wednesday", "plan", "driving test", "2026-03-11"),
    ("I'm moving house on the 30th", "plan", "moving house", "2026-03-30"),
    ("I've booked a massage for Thursday", "plan", "massage", "2026-03-05"),
    ("We leave for Bali in 10 days", "plan", "leave for Bali", "2026-03-12"),
    ("Meeting my accountant at 2 tomorrow", "plan", "meeting my accountant", "2026-03-03"),
    ("our anniversary dinner is this Saturday", "plan", "anniversary dinner", "2026-03-07"),
    ("Tomorrow is my first day at the new job", "plan", "first day at the new job", "2026-03-03"),
    (
        "I have to pick up my sister from the airport on Wednesday",
        "plan",
        "pick up my sister from the airport",
        "2026-03-04",
    ),
    (
        "I'm catching the train to Glasgow on Sunday morning",
        "plan",
        "catching the train to Glasgow",
        "2026-03-08",
    ),
    ("Thursday I've got a parent-teacher meeting", "plan", "parent-teacher meeting", "2026-03-05"),
    ("I'm having knee surgery on March 17", "plan", "knee surgery", "2026-03-17"),
    ("I fly back home on the 9th", "plan", "fly back home", "2026-03-09"),
    (
        "I'm running the Boston marathon on April 20",
        "plan",
        "running the Boston marathon",
        "2026-04-20",
    ),
    ("I'm a native English speaker and I'm learning Dutch", "languages", "English", ""),
    ("growing up I spoke Hindi at home", "languages", "Hindi", ""),
    ("I'm fluent in Spanish and conversational in Portuguese", "languages", "Portuguese", ""),
    ("I speak Russian with my mom", "languages", "Russian", ""),
    ("my Italian is rusty but usable", "languages", "Italian", ""),
    ("I read French fine but my spoken French is bad", "languages", "French", ""),
    ("Spanish is my mother tongue", "languages", "Spanish", ""),
    ("I studied German for six years and I'm pretty fluent", "languages", "German", ""),
    ("I work in Manchester city centre", "work_location", "Manchester", ""),
    ("I'm in the office in Leeds on Tuesdays", "work_location", "Leeds", ""),
    ("my workplace just moved to Cambridge", "work_location", "Cambridge", ""),
    ("I work at the Sydney branch", "work_location", "Sydney", ""),
    ("I'm fluent in Excel and SQL", "skill", "SQL", ""),
    ("I've picked up some Rust lately", "skill", "Rust", ""),
    ("I know a bit of carpentry", "skill", "carpentry", ""),
    ("I can sew my own clothes", "skill", "sew my own clothes", ""),
    ("I'm good with numbers", "skill", "numbers", ""),
    ("I'm trained in first aid", "skill", "first aid", ""),
    ("my main skills are React and Node", "skill", "React", ""),
    ("I'm a pharmacist", "role", "pharmacist", ""),
    ("I'm the head chef at a Thai place", "role", "head chef", ""),
    ("I work nights as a security guard", "role", "security guard", ""),
    ("I'm an IT consultant", "role", "IT consultant", ""),
    ("I'm a postdoc in biology", "role", "postdoc", ""),
    ("I work in finance", "role", "finance", ""),
    ("I'm based out of our Chicago office", "work_location", "Chicago", ""),
    ("I work from our Lisbon hub", "work_location", "Lisbon", ""),
    ("I'm at the Mountain View campus most days", "work_location", "Mountain View", ""),
    ("I go into the office in Hammersmith on Mondays", "work_location", "Hammersmith", ""),
    ("I work in central London", "work_location", "London", ""),
    ("I have to be in the office in Brussels three days a week", "work_location", "Brussels", ""),
    ("I work at a hospital in Leicester", "work_location", "Leicester", ""),
    ("I work for a small agency called Pixelhaus", "employer", "Pixelhaus", ""),
    ("I'm with KPMG", "employer", "KPMG", ""),
    ("I've been at Google for six years", "employer", "Google", ""),
    ("I'm a lawyer at a big firm in Chicago", "role", "lawyer", ""),
    ("I work as a freelance translator, mostly legal stuff", "role", "freelance translator", ""),
    ("I'm Brazilian so Portuguese is my first language", "languages", "Portuguese", ""),
    ("I'm decent at French", "languages", "French", ""),
    ("my wife is Colombian so we speak Spanish at home", "languages", "Spanish", ""),
    ("we speak Cantonese at home", "languages", "Cantonese", ""),
    ("I also know Italian pretty well", "languages", "Italian", ""),
    ("I'm a Japanese speaker", "languages", "Japanese", ""),
    ("I can understand Hindi", "languages", "Hindi", ""),
    ("I can speak a little Arabic", "languages", "Arabic", ""),
    ("I've been speaking German since I was a kid", "languages", "German", ""),
    ("I'm a native speaker of Polish", "languages", "Polish", ""),
]
CHINESE: list[tuple[str, str, str, str]] = [
    ("我会弹吉他", "skill", "弹吉他", ""),
    ("我擅长数据分析", "skill", "数据分析", ""),
    ("我对Linux很熟", "skill", "Linux", ""),
    ("我精通Java", "skill", "Java", ""),
    ("Python我自学过", "skill", "Python", ""),
    ("我玩了好几年摄影", "skill", "摄影", ""),
    ("写代码是我的老本行", "skill", "写代码", ""),
    ("我Excel用得很溜", "skill", "Excel", ""),
    ("我会用Photoshop", "skill", "Photoshop", ""),
    ("我熟悉React", "skill", "React", ""),
    ("我Go写了五年", "skill", "Go", ""),
    ("我最近学会了游泳", "skill", "游泳", ""),
    ("我掌握了机器学习", "skill", "机器学习", ""),
    ("我擅长做饭", "skill", "做饭", ""),
    ("剪视频是我的强项", "skill", "剪视频", ""),
    ("我对摄影比较在行", "skill", "摄影", ""),
    ("我自学了Blender", "skill", "Blender", ""),
    ("我懂一点中医", "skill", "中医", ""),
    ("SQL我很熟", "skill", "SQL", ""),
    ("我用Python写爬虫", "skill", "Python", ""),
    ("我很会做PPT", "skill", "做PPT", ""),
    ("我C++写得不错", "skill", "C++", ""),
    ("我熟练掌握CAD", "skill", "CAD", ""),
    ("我的特长是书法", "skill", "书法", ""),
    ("我平时用Go开发", "skill", "Go", ""),
    ("我有十年Java开发经验", "skill", "Java", ""),
    ("我做饭很拿手", "skill", "做饭", ""),
    ("我是Excel高手", "skill", "Excel", ""),
    ("我修电脑很在行", "skill", "修电脑", ""),
    ("我考了潜水证，会潜水", "skill", "潜水", ""),
    ("我打羽毛球打得很好", "skill", "羽毛球", ""),
    ("我在做一个记账App", "project", "记账App", ""),
    ("我最近在写一本小说", "project", "小说", ""),
    ("手上有个电商项目", "project", "电商项目", ""),
    ("我正在开发一个小程序", "project", "小程序", ""),
    ("我在搞一个开源数据库", "project", "开源数据库", ""),
    ("我在装修新房", "project", "新房", ""),
    ("我负责公司的支付系统", "project", "支付系统", ""),
    ("我最近在捣鼓一个智能家居系统", "project", "智能家居系统", ""),
    ("我在拍一部纪录片", "project", "纪录片", ""),
    ("我在筹备一个摄影展", "project", "摄影展", ""),
    ("我手头有个翻译项目", "project", "翻译项目", ""),
    ("我业余在写一个游戏", "project", "游戏", ""),
    ("我在重构公司的老系统", "project", "老系统", ""),
    ("我在做毕业设计", "project", "毕业设计", ""),
    ("我在写毕业论文", "project", "毕业论文", ""),
    ("我开了一个公众号", "project", "公众号", ""),
    ("我正在录一张专辑", "project", "专辑", ""),
    ("我在折腾一台NAS", "project", "NAS", ""),
    ("我最近在研究一个AI绘画工具", "project", "AI绘画工具", ""),
    ("我跟朋友一起在做一个创业项目", "project", "创业项目", ""),
    ("我目前在带一个数据中台项目", "project", "数据中台项目", ""),
    ("我的项目是一个在线教育平台", "project", "在线教育平台", ""),
    ("我在运营一个小红书账号", "project", "小红书账号", ""),
    ("我在画一套插画", "project", "插画", ""),
    ("我的副业是做一个播客", "project", "播客", ""),
    ("我在弄一个个人博客", "project", "个人博客", ""),
    ("我这阵子在翻修老房子", "project", "老房子", ""),
    ("我想学会游泳", "goal", "学会游泳", ""),
    ("我的目标是今年减重十斤", "goal", "减重十斤", ""),
    ("我打算今年考研", "goal", "考研", ""),
    ("我希望明年能买房", "goal", "买房", ""),
    ("我的梦想是开一家咖啡店", "goal", "开一家咖啡店", ""),
    ("我一直想学钢琴", "goal", "学钢琴", ""),
    ("我立志成为一名医生", "goal", "成为一名医生", ""),
    ("我今年的小目标是读完五十本书", "goal", "读完五十本书", ""),
    ("我准备考雅思", "goal", "考雅思", ""),
    ("我在努力攒钱买车", "goal", "攒钱买车", ""),
    ("我想把英语练好", "goal", "把英语练好", ""),
    ("我正在备考CPA", "goal", "CPA", ""),
    ("我的愿望是环游世界", "goal", "环游世界", ""),
    ("我争取年底前跑完一个全马", "goal", "跑完一个全马", ""),
    ("我特别想去冰岛看极光", "goal", "去冰岛看极光", ""),
    ("我想提高我的口语", "goal", "提高我的口语", ""),
    ("我的新年愿望是早睡早起", "goal", "早睡早起", ""),
    ("我决定今年要把驾照考下来", "goal", "把驾照考下来", ""),
    ("我想转行做产品经理", "goal", "转行做产品经理", ""),
    ("我想练出腹肌", "goal", "练出腹肌", ""),
    ("我计划三年内读完博士", "goal", "读完博士", ""),
    ("我很想学会做饭", "goal", "学会做饭", ""),
    ("我一直希望有自己的工作室", "goal", "有自己的工作室", ""),
    ("我今年一定要瘦下来", "goal", "瘦下来", ""),
    ("我的目标是成为架构师", "goal", "成为架构师", ""),
    ("我是一名高级产品经理", "role", "高级产品经理", ""),
    ("我在网易做产品设计", "role", "产品设计", ""),
    ("我是程序员", "role", "程序员", ""),
    ("我当老师十年了", "role", "老师", ""),
    ("我的工作是护士", "role", "护士", ""),
    ("我升职做了部门经理", "role", "部门经理", ""),
    ("我是做前端的", "role", "前端", ""),
    ("我现在是自由职业者", "role", "自由职业者", ""),
    ("我干销售的", "role", "销售", ""),
    ("我在医院当医生", "role", "医生", ""),
    ("我是一名大学老师", "role", "大学老师", ""),
    ("本人会计", "role", "会计", ""),
    ("我转行做了UI设计师", "role", "UI设计师", ""),
    ("我被提拔为技术总监", "role", "技术总监", ""),
    ("我是全职妈妈", "role", "全职妈妈", ""),
    ("我已经退休了", "role", "退休", ""),
    ("我的职位是运营主管", "role", "运营主管", ""),
    ("我在字节当算法工程师", "role", "算法工程师", ""),
    ("我是律师", "role", "律师", ""),
    ("我做了五年HR", "role", "HR", ""),
    ("我现在是项目经理", "role", "项目经理", ""),
    ("我是一个外卖骑手", "role", "外卖骑手", ""),
    ("我是在读博士生", "role", "博士生", ""),
    ("我在一家律所当律师助理", "role", "律师助理", ""),
    ("我干了十几年厨师", "role", "厨师", ""),
    ("我是一名小学语文老师", "role", "小学语文老师", ""),
    ("我在腾讯上班", "employer", "腾讯", ""),
    ("我在阿里巴巴工作", "employer", "阿里巴巴", ""),
    ("我是华为的", "employer", "华为", ""),
    ("我跳槽到了字节跳动", "employer", "字节跳动", ""),
    ("我入职了美团", "employer", "美团", ""),
    ("我在招商银行做客户经理", "employer", "招商银行", ""),
    ("我去年加入了小米", "employer", "小米", ""),
    ("我单位是中国移动", "employer", "中国移动", ""),
    ("我现在在京东", "employer", "京东", ""),
    ("我在一家叫星火科技的公司上班", "employer", "星火科技", ""),
    ("我是百度的工程师", "employer", "百度", ""),
    ("我在平安集团做精算", "employer", "平安集团", ""),
    ("我从网易离职去了拼多多", "employer", "拼多多", ""),
    ("我在中国银行工作", "employer", "中国银行", ""),
    ("我在华为当工程师", "employer", "华为", ""),
    ("我们公司是联想", "employer", "联想", ""),
    ("我换到了蔚来", "employer", "蔚来", ""),
    ("我目前就职于宁德时代", "employer", "宁德时代", ""),
    ("我在滴滴实习", "employer", "滴滴", ""),
    ("我供职于新华社", "employer", "新华社", ""),
    ("我在清华大学教书", "employer", "清华大学", ""),
    ("我在协和医院当护士", "employer", "协和医院", ""),
    ("我是米哈游的策划", "employer", "米哈游", ""),
    ("我在快手做运营", "employer", "快手", ""),
    ("我被大疆录用了", "employer", "大疆", ""),
    ("我在比亚迪干了三年", "employer", "比亚迪", ""),
    ("我们单位是国家电网", "employer", "国家电网", ""),
    ("我在深圳上班", "work_location", "深圳", ""),
    ("我们公司在杭州", "work_location", "杭州", ""),
    ("我每天去上海上班", "work_location", "上海", ""),
    ("我被调到成都了", "work_location", "成都", ""),
    ("我的办公室在望京", "work_location", "望京", ""),
    ("我在北京工作，住在燕郊", "work_location", "北京", ""),
    ("我base上海", "work_location", "上海", ""),
    ("我被外派到新加坡", "work_location", "新加坡", ""),
    ("单位在浦东", "work_location", "浦东", ""),
    ("我们公司搬到了苏州", "work_location", "苏州", ""),
    ("我的工作地点在广州", "work_location", "广州", ""),
    ("我在中关村上班", "work_location", "中关村", ""),
    ("我在陆家嘴工作", "work_location", "陆家嘴", ""),
    ("我每天通勤去南山", "work_location", "南山", ""),
    ("我派驻在迪拜", "work_location", "迪拜", ""),
    ("我工作在武汉", "work_location", "武汉", ""),
    ("我在东莞的厂里上班", "work_location", "东莞", ""),
    ("我的公司在西湖区", "work_location", "西湖区", ""),
    ("我调去了重庆分公司", "work_location", "重庆", ""),
    ("我们办公室搬到了徐汇", "work_location", "徐汇", ""),
    ("我平时在张江办公", "work_location", "张江", ""),
    ("我每天开车去昆山上班", "work_location", "昆山", ""),
    ("我现在常驻深圳办公室", "work_location", "深圳", ""),
    ("我上班的地方在天河", "work_location", "天河", ""),
    ("我会说粤语", "languages", "粤语", ""),
    ("我的母语是闽南语", "languages", "闽南语", ""),
    ("我英语说得很流利", "languages", "英语", ""),
    ("我会一点日语", "languages", "日语", ""),
    ("我能讲法语", "languages", "法语", ""),
    ("我懂德语", "languages", "德语", ""),
    ("我会讲上海话", "languages", "上海话", ""),
    ("我日语过了N1", "languages", "日语", ""),
    ("我从小说客家话", "languages", "客家话", ""),
    ("我精通西班牙语", "languages", "西班牙语", ""),
    ("我会英语和日语", "languages", "日语", ""),
    ("我能用英语交流", "languages", "英语", ""),
    ("我俄语还行", "languages", "俄语", ""),
    ("我的英语是母语水平", "languages", "英语", ""),
    ("我平时用粤语聊天", "languages", "粤语", ""),
    ("我学过三年意大利语", "languages", "意大利语", ""),
    ("我会说四川话", "languages", "四川话", ""),
    ("我英文很好", "languages", "英文", ""),
    ("我的第二语言是英语", "languages", "英语", ""),
    ("我讲一口流利的普通话", "languages", "普通话", ""),
    ("我日常用德语沟通", "languages", "德语", ""),
    ("我法语说得不错", "languages", "法语", ""),
    ("我能看懂韩语", "languages", "韩语", ""),
    ("下周三去上海出差", "plan", "去上海出差", "2026-03-11"),
    ("月底要搬家", "plan", "搬家", "2026-03-31"),
    ("我明天要去面试", "plan", "去面试", "2026-03-03"),
    ("这周六我们去爬山", "plan", "去爬山", "2026-03-07"),
    ("我下个月十五号考驾照", "plan", "考驾照", "2026-04-15"),
    ("3月20号飞成都", "plan", "飞成都", "2026-03-20"),
    ("我后天去看牙医", "plan", "去看牙医", "2026-03-04"),
    ("下周五我要做个手术", "plan", "做个手术", "2026-03-13"),
    ("周末带孩子去动物园", "plan", "带孩子去动物园", "2026-03-07"),
    ("我14号要交论文", "plan", "交论文", "2026-03-14"),
    ("下周二有个面试", "plan", "面试", "2026-03-10"),
    ("我大后天回老家", "plan", "回老家", "2026-03-05"),
    ("我周四约了牙医", "plan", "约了牙医", "2026-03-05"),
    ("我们下周日办婚礼", "plan", "办婚礼", "2026-03-15"),
    ("明晚去看演唱会", "plan", "去看演唱会", "2026-03-03"),
    ("我这周五请假去考试", "plan", "请假去考试", "2026-03-06"),
    ("我定了下周一去杭州的高铁", "plan", "去杭州的高铁", "2026-03-09"),
    ("我下周四飞东京", "plan", "飞东京", "2026-03-12"),
    ("我打算这周日去看我爸妈", "plan", "去看我爸妈", "2026-03-08"),
    ("明天上午我要去银行办卡", "plan", "去银行办卡", "2026-03-03"),
    ("我目前在一家外企做财务分析", "role", "财务分析", ""),
    ("我是一名急诊科护士，经常上夜班", "role", "急诊科护士", ""),
    ("我在小学教数学，已经教了八年", "role", "数学老师", ""),
    ("我现在做自由摄影师，接一些婚礼的单子", "role", "自由摄影师", ""),
    ("我干装修的，平时比较忙", "role", "装修", ""),
    ("我上个月刚升了主管", "role", "主管", ""),
    ("我是个全栈工程师，主要写Go和Vue", "role", "全栈工程师", ""),
    ("我研究生在读，方向是机器学习", "role", "研究生", ""),
    ("我做了十年出租车司机", "role", "出租车司机", ""),
    ("我是一家咖啡店的店长", "role", "店长", ""),
    ("我在字节跳动上班，做推荐算法", "employer", "字节跳动", ""),
    ("我去年入职了华为，在终端部门", "employer", "华为", ""),
    ("我现在就在美团，做骑手调度", "employer", "美团", ""),
    ("我是招商银行的客户经理", "employer", "招商银行", ""),
    ("我在一家叫云帆的创业公司做运营", "employer", "云帆", ""),
    ("我从阿里离职了，现在在蚂蚁", "employer", "蚂蚁", ""),
    ("我在深圳上班，住在东莞", "work_location", "深圳", ""),
    ("我们公司在上海张江", "work_location", "张江", ""),
    ("我每周有三天要去杭州的办公室", "work_location", "杭州", ""),
    ("我被公司派到了成都分部", "work_location", "成都", ""),
    ("我的工位在北京望京", "work_location", "望京", ""),
    ("我平时在西二旗上班", "work_location", "西二旗", ""),
    ("我英语还可以，日语只会一点点", "languages", "英语", ""),
    ("我是广东人，会说粤语和客家话", "languages", "客家话", ""),
    ("我能说一口流利的英语", "languages", "英语", ""),
    ("我西班牙语达到了B2水平", "languages", "西班牙语", ""),
    ("我小时候在德国长大，德语是母语", "languages", "德语", ""),
    ("我跟我奶奶说闽南话", "languages", "闽南话", ""),
    ("我平时用Python做数据分析", "skill", "Python", ""),
    ("我会开车，驾照拿了五年了", "skill", "开车", ""),
    ("我Photoshop和Illustrator都会用", "skill", "Photoshop", ""),
    ("我画画还不错，学过几年素描", "skill", "素描", ""),
    ("我弹钢琴弹了十几年", "skill", "钢琴", ""),
    ("我精通财务建模", "skill", "财务建模", ""),
    ("我对Kubernetes比较熟", "skill", "Kubernetes", ""),
    ("我最近在写一个Chrome插件", "project", "Chrome插件", ""),
    ("我跟同学在做一个校园跑腿小程序", "project", "校园跑腿小程序", ""),
    (
        "我业余时间在拍一个关于家乡的纪录片",
        "project",
        "关于家乡的纪录片",
        "",
    ),  # g42j: said with what it is about
    ("我今年想把雅思考到7分", "goal", "把雅思考到7分", ""),
    ("我想在三十岁之前买房", "goal", "买房", ""),
    ("我打算明年考个注册会计师", "goal", "考个注册会计师", ""),
    ("我希望能转到产品岗", "goal", "转到产品岗", ""),
    ("我一直想学潜水", "goal", "学潜水", ""),
    ("我给自己定的目标是每周跑三次步", "goal", "每周跑三次步", ""),
    ("我下周一要去北京出差", "plan", "去北京出差", "2026-03-09"),
    ("这周六约了朋友去爬山", "plan", "约了朋友去爬山", "2026-03-07"),
    ("下个月五号我要去医院复查", "plan", "去医院复查", "2026-04-05"),
    ("明天下午三点有个面试", "plan", "面试", "2026-03-03"),
    ("我周五晚上的航班去成都", "plan", "航班去成都", "2026-03-06"),
    ("后天我们一家去海边", "plan", "去海边", "2026-03-04"),
    ("下周五飞东京", "plan", "飞东京", "2026-03-13"),
    ("我明天要交报告", "plan", "交报告", "2026-03-03"),
    ("周三有个体检", "plan", "体检", "2026-03-04"),
    ("下礼拜二我去趟医院", "plan", "去趟医院", "2026-03-10"),
    ("明早八点开会", "plan", "开会", "2026-03-03"),
    ("我下周要去上海参加一个会议", "plan", "去上海参加一个会议", "2026-03-09"),
    ("周六晚上请朋友吃饭", "plan", "请朋友吃饭", "2026-03-07"),
    ("下下周去日本", "plan", "去日本", "2026-03-16"),
    ("我下个月八号结婚", "plan", "结婚", "2026-04-08"),
    ("明天带我妈去医院复查", "plan", "带我妈去医院复查", "2026-03-03"),
    ("周日我们全家去郊游", "plan", "去郊游", "2026-03-08"),
    ("这周四晚上我要去看话剧", "plan", "去看话剧", "2026-03-05"),
    ("3月15号我有个考试", "plan", "考试", "2026-03-15"),
    ("我约了下周一去看房", "plan", "去看房", "2026-03-09"),
    ("后天早上的高铁回老家", "plan", "高铁回老家", "2026-03-04"),
    ("明天开始我要去新公司上班了", "plan", "去新公司上班", "2026-03-03"),
    ("我普通话和粤语都说得很好", "languages", "粤语", ""),
    ("我日语能日常交流", "languages", "日语", ""),
    ("我母语是维吾尔语", "languages", "维吾尔语", ""),
    ("除了英语我还会一点韩语", "languages", "韩语", ""),
    ("我能听懂上海话", "languages", "上海话", ""),
    ("我公司在广州天河", "work_location", "天河", ""),
    ("我每天坐高铁去上海上班", "work_location", "上海", ""),
    ("我们部门搬到了深圳湾", "work_location", "深圳", ""),
    ("我在南京的分公司上班", "work_location", "南京", ""),
    ("我英语不错，Python也会一点", "skill", "Python", ""),
    ("做PPT我很在行", "skill", "做PPT", ""),
    ("我会修车", "skill", "修车", ""),
    ("我懂一点摄影", "skill", "摄影", ""),
    ("剪辑我是自学的", "skill", "剪辑", ""),
    ("我学过五年钢琴", "skill", "钢琴", ""),
    ("我擅长和人打交道", "skill", "和人打交道", ""),
    ("我是做会计的", "role", "会计", ""),
    ("我在银行上班，是柜员", "role", "柜员", ""),
    ("我现在是一名全职主播", "role", "全职主播", ""),
    ("我在一家医院当护士", "role", "护士", ""),
    ("我是公务员", "role", "公务员", ""),
    ("我在杭州的一家公司上班", "work_location", "杭州", ""),
    ("我在北京那边上班", "work_location", "北京", ""),
    ("我是在上海工作的", "work_location", "上海", ""),
    ("我在深圳搬砖", "work_location", "深圳", ""),
    ("我现在驻场在成都", "work_location", "成都", ""),
    ("我们公司总部在北京，我在武汉分公司", "work_location", "武汉", ""),
    ("我人在广州，公司在深圳", "work_location", "深圳", ""),
    ("我在阿里上班", "employer", "阿里", ""),
    ("我是阿里的", "employer", "阿里", ""),
    ("我在大疆做硬件", "employer", "大疆", ""),
    ("我们公司叫星云科技", "employer", "星云科技", ""),
    ("我现在在一家叫火山引擎的公司", "employer", "火山引擎", ""),
    ("我入职字节三年了", "employer", "字节", ""),
    ("我在麦肯锡做咨询", "employer", "麦肯锡", ""),
    ("我们家平时说粤语", "languages", "粤语", ""),
    ("我在日本待过五年，日语没问题", "languages", "日语", ""),
    ("我英语六级", "languages", "英语", ""),
    ("我会一点点西班牙语", "languages", "西班牙语", ""),
    ("我法语很溜", "languages", "法语", ""),
    ("我的英语是雅思7分", "languages", "英语", ""),
    ("我从小就会说温州话", "languages", "温州话", ""),
    ("我能用日语和客户沟通", "languages", "日语", ""),
]
ENGLISH_NONE: list[str] = [
    "I might go to Paris next week",
    "Maybe we'll see a movie on Saturday",
    "I'm thinking about flying to Oslo next month",
    "My brother is flying to Tokyo next Friday",
    "I went to the dentist yesterday",
    "Are you free next Tuesday?",
    "If it's sunny tomorrow I'd go hiking",
    "I was in Rome last week",
    "Should I learn Rust?",
    "My wife works at Google",
    "My friend is building a budgeting app",
    "What if I wanted to become a pilot?",
    "My boss speaks fluent German",
    "I'm not sure whether to take the job at Amazon",
    "Do you know Python?",
    "I might start a podcast someday",
    "You should work on a side project",
    "He's a senior engineer at Meta",
    "I wish I could speak French",
    "I'm considering a trip to Japan next month",
    "I'd love to learn Japanese",
    "my husband is a data engineer at Stripe",
    "my dad speaks fluent Cantonese",
    "I thought about becoming a nurse once",
    "would it be smart to learn Go?",
    "if I got the job at Google I'd move to Zurich",
    "my coworker is building a budgeting app",
    "You're a great writer!",
    "I might go to Lisbon next week",
    "maybe I'll learn Spanish someday",
    "my friend's flying to Tokyo next Friday",
    "I used to work at IBM",
    "haha I'm basically a professional napper",
]
CHINESE_NONE: list[str] = [
    "我可能下周去北京",
    "我在考虑月底去旅游",
    "我老公下周三去上海出差",
    "我昨天去了医院",
    "你明天有空吗？",
    "如果明天不下雨我就去跑步",
    "说不定周末去爬山",
    "我老婆在腾讯上班",
    "我朋友在做一个记账App",
    "你会说粤语吗？",
    "我要是会弹钢琴就好了",
    "我哥是程序员",
    "你觉得我该不该学Python？",
    "要不要下周去上海？",
    "我同事想考研",
    "他会说日语",
    "我不会游泳",
    "我还没想好要不要跳槽到字节",
    "如果我在北京上班就好了",
    "我也许会去深圳工作",
    "我同事在腾讯上班",
    "我老婆会说日语",
    "要是我会编程就好了",
    "我不太会做饭",
    "你能帮我想想我适合做什么工作吗",
    "我以前在百度上班",
    "下周可能要出差，还没定",
    "我弟弟在做一个小程序",
    "我想问一下Python怎么学",
    "哈哈我的特长是睡觉",
]


@pytest.mark.parametrize(("text", "slot", "value", "day"), ENGLISH)
def test_english_work_and_plans_phrasings(text: str, slot: str, value: str, day: str) -> None:
    found = dated_users(en.parse(text, MONDAY))
    assert has_dated(found, slot, value, day), found


@pytest.mark.parametrize(("text", "slot", "value", "day"), CHINESE)
def test_chinese_work_and_plans_phrasings(text: str, slot: str, value: str, day: str) -> None:
    found = dated_users(zh.parse(prepare(text), MONDAY))
    assert has_dated(found, slot, value, day), found


@pytest.mark.parametrize("text", ENGLISH_NONE)
def test_english_work_and_plans_negatives(text: str) -> None:
    assert not [f for f in dated_users(en.parse(text, MONDAY)) if f[0] in GROUP]


@pytest.mark.parametrize("text", CHINESE_NONE)
def test_chinese_work_and_plans_negatives(text: str) -> None:
    assert not [f for f in dated_users(zh.parse(prepare(text), MONDAY)) if f[0] in GROUP]


def test_the_table_covers_every_slot_of_the_group_in_both_languages() -> None:
    for table in (ENGLISH, CHINESE):
        assert {slot for _, slot, _, _ in table} == GROUP


def _dated(fills: list[Fill]) -> set[tuple[str, str, tuple[str, ...]]]:
    return {(f.slot, f.value, f.dates) for f in fills if f.subject == "user"}


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("We're hosting a party on Halloween", "2026-10-31"),
        ("I'm seeing my parents over Christmas", "2026-12-25"),
        ("On New Year's Eve I'm throwing a party", "2026-12-31"),
    ],
)
def test_english_holidays_date_a_plan_after_a_preposition_of_time(text: str, day: str) -> None:
    assert [f.dates for f in en.parse(text, MONDAY) if f.slot == "plan"] == [(day,)]


@pytest.mark.parametrize(
    "text",
    [
        "Merry Christmas!",
        "Christmas shopping is stressful",
        "I'm cleaning for Christmas now",
        "My New Year's resolution is to quit sugar",
    ],
)
def test_english_holidays_as_greetings_kinds_or_purposes_date_nothing(text: str) -> None:
    assert not [f for f in en.parse(text, MONDAY) if f.slot == "plan"]


@pytest.mark.parametrize(
    ("text", "day"),
    [("五一去云南，准备走大理丽江那条线", "2026-05-01"), ("国庆节我们回老家", "2026-10-01")],
)
def test_chinese_holidays_date_a_plan(text: str, day: str) -> None:
    assert [f.dates for f in zh.parse(prepare(text), MONDAY) if f.slot == "plan"] == [(day,)]


@pytest.mark.parametrize(
    "text", ["圣诞节快乐！", "圣诞礼物给我老婆买什么好", "元旦我老公要加班", "跨年夜你打算干嘛"]
)
def test_chinese_holidays_give_no_plan_of_the_users_in_greetings_or_about_others(
    text: str,
) -> None:
    assert not [f for f in zh.parse(prepare(text), MONDAY) if f.slot == "plan"]


def test_an_english_plan_arranged_before_is_ahead() -> None:
    assert ("plan", "massage", ("2026-03-05",)) in _dated(
        en.parse("I've booked a massage for Thursday", MONDAY)
    )
    assert ("plan", "dentist appointment", ("2026-03-06",)) in _dated(
        en.parse("my dentist appointment got moved to Friday", MONDAY)
    )
    assert not _dated(en.parse("I went to the dentist on Thursday", MONDAY))


def test_a_chinese_plan_moved_takes_the_day_it_moved_to() -> None:
    assert ("plan", "面试", ("2026-03-09",)) in _dated(
        zh.parse(prepare("明天的面试推迟到下周一"), MONDAY)
    )
    assert ("plan", "体检", ("2026-03-06",)) in _dated(
        zh.parse(prepare("周三的体检改到周五了"), MONDAY)
    )


@pytest.mark.parametrize(
    ("fills", "terms"),
    [
        (en.parse("my trip to Rome got cancelled", MONDAY), {"trip", "rome"}),
        (zh.parse(prepare("去上海的行程取消了"), MONDAY), {"上海", "行程"}),
        (zh.parse(prepare("周五的聚餐泡汤了"), MONDAY), {"聚餐"}),
    ],
)
def test_a_cancelled_plan_is_an_ending_that_names_it(fills: list[Fill], terms: set[str]) -> None:
    endings = [f for f in fills if f.action == "negate"]
    assert endings and terms <= set(endings[0].terms)
    assert not [f for f in fills if f.slot == "plan"]


@pytest.mark.parametrize(
    "text", ["I'm no longer going to Berlin next week", "I'm not going to the party on Saturday"]
)
def test_an_english_plan_said_not_to_happen_is_no_plan(text: str) -> None:
    assert not [f for f in en.parse(text, MONDAY) if f.slot == "plan"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a decent cook", ("skill", "cooking")),
        ("I'm a pretty strong swimmer", ("skill", "swimming")),
        ("I'm a good photographer", ("skill", "photography")),
    ],
)
def test_english_how_well_one_does_a_thing_is_a_skill_not_a_job(
    text: str, expected: tuple[str, str]
) -> None:
    found = {(f.slot, f.value) for f in en.parse(text, MONDAY) if f.subject == "user"}
    assert expected in found
    assert not [slot for slot, _ in found if slot == "role"]


@pytest.mark.parametrize("text", ["I'm a good mother", "I'm a fast learner", "I'm a team player"])
def test_english_good_at_being_someone_is_no_skill(text: str) -> None:
    assert not [f for f in en.parse(text, MONDAY) if f.slot in ("skill", "role")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我在中国银行工作", {("employer", "中国银行")}),
        ("我是李佳，现在在Shopee新加坡", {("employer", "Shopee"), ("work_location", "新加坡")}),
        ("我被外派到印尼雅加达了", {("work_location", "雅加达")}),
        ("我是一家咖啡店的店长", {("role", "店长")}),
        ("我刚拿到了腾讯的offer", set()),
    ],
)
def test_chinese_organisations_places_and_roles_read_whole(
    text: str, expected: set[tuple[str, str]]
) -> None:
    found = {(f.slot, f.value) for f in zh.parse(prepare(text), MONDAY) if f.subject == "user"}
    assert expected <= found
    assert ("work_location", "中国") not in found and ("employer", "offer") not in found


def test_a_chinese_goal_announced_in_the_clause_before() -> None:
    found = {(f.slot, f.value) for f in zh.parse(prepare("今年的小目标：去一次西藏"), MONDAY)}
    assert ("goal", "去一次西藏") in found


def test_a_joke_talent_is_no_skill() -> None:
    assert not [f for f in zh.parse(prepare("我的特长是睡觉"), MONDAY) if f.slot == "skill"]
    assert ("skill", "书法") in {
        (f.slot, f.value) for f in zh.parse(prepare("我的特长是书法"), MONDAY)
    }


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("reply in Portuguese please, it's my mother tongue", "Portuguese"),
        ("I grew up with Tagalog, it's my first language", "Tagalog"),
        ("My mother tongue is Dutch", "Dutch"),
    ],
)
def test_english_a_mother_tongue_is_a_language_not_a_mother(text: str, language: str) -> None:
    found = {(f.slot, f.value) for f in en.parse(text, MONDAY) if f.subject == "user"}
    assert ("languages", language) in found
    assert not [slot for slot, _ in found if slot == "relation"]


@pytest.mark.parametrize(
    ("text", "language"),
    [("用粤语回我吧，那是我的母语", "粤语"), ("我老家说闽南话，那是我母语", "闽南话")],
)
def test_chinese_that_is_my_mother_tongue_names_the_language_before(
    text: str, language: str
) -> None:
    assert ("languages", language) in {(f.slot, f.value) for f in zh.parse(prepare(text), MONDAY)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Leaving for Paris tomorrow morning", "Leaving for Paris"),
        ("I have a meeting at 10am on Monday", "meeting"),
        ("dinner with Sam at 7 on Thursday", "dinner with Sam"),
    ],
)
def test_english_a_time_of_day_is_no_part_of_the_plan(text: str, value: str) -> None:
    assert [f.value for f in en.parse(text, MONDAY) if f.slot == "plan"] == [value]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've been at Google for six years", ("employer", "Google")),
        ("I've been at Deloitte since 2019", ("employer", "Deloitte")),
        ("I'm at the Mountain View campus most days", ("work_location", "Mountain View")),
        ("I work in central London", ("work_location", "London")),
        ("I'm based out of our Chicago office", ("work_location", "Chicago")),
        ("I'm decent at French", ("languages", "French")),
    ],
)
def test_english_tenure_sites_and_districts(text: str, expected: tuple[str, str]) -> None:
    found = {(f.slot, f.value) for f in en.parse(text, MONDAY) if f.subject == "user"}
    assert expected in found
    assert not [
        slot
        for slot, value in found
        if slot == "role" or (value == "Mountain View" and slot == "employer")
    ]


@pytest.mark.parametrize(
    "text", ["I've been at Disneyland for two days", "I've been with Sarah for five years"]
)
def test_english_a_stay_or_a_partner_is_no_employer(text: str) -> None:
    assert not [f for f in en.parse(text, MONDAY) if f.slot == "employer"]


@pytest.mark.parametrize(
    ("fills", "value", "day"),
    [
        (
            en.parse(
                "I'm flying to Oslo on Thursday, I mean Friday, the Thursday one got cancelled",
                MONDAY,
            ),
            "flying to Oslo",
            "2026-03-06",
        ),
        (
            en.parse("I'm flying to Oslo on Thursday, sorry, Friday", MONDAY),
            "flying to Oslo",
            "2026-03-06",
        ),
        (
            zh.parse(prepare("下周三，哦不对，是下周四，去广州见客户"), MONDAY),
            "去广州见客户",
            "2026-03-12",
        ),
        (zh.parse(prepare("我周五，不对，周六飞成都"), MONDAY), "飞成都", "2026-03-07"),
    ],
)
def test_a_day_corrected_in_the_message_dates_the_plan(
    fills: list[Fill], value: str, day: str
) -> None:
    assert [(f.value, f.dates) for f in fills if f.slot == "plan"] == [(value, (day,))]


@pytest.mark.parametrize(
    ("text", "role"),
    [("本人大三，计算机专业", "大学生"), ("我大三", "大学生"), ("我今年研二", "研究生")],
)
def test_chinese_a_year_of_study_said_bare_is_the_student_one_is(text: str, role: str) -> None:
    assert ("role", role) in {(f.slot, f.value) for f in zh.parse(prepare(text), MONDAY)}


def test_chinese_a_year_of_study_in_the_past_or_of_someone_else_is_not_the_users() -> None:
    assert not [f for f in zh.parse(prepare("大三的时候我在实习"), MONDAY) if f.slot == "role"]
    found = zh.parse(prepare("我儿子大三"), MONDAY)
    assert not [f for f in found if f.slot == "role" and f.subject == "user"]
