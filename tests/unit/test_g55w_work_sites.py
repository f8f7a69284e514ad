"""Where the user works, said by the site of the work, apart from the home (g55w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

WORK = "profile.work_location"
HOME = "profile.location"
EMPLOYER = "profile.employer"


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I live in Harrow, my clinic is in Wembley.", "Wembley"),
        ("We live in Hove and our studio is in Shoreditch.", "Shoreditch"),
        ("I'm a harbour pilot out of Milford Haven.", "Milford Haven"),
        ("I fly out of Denver, home is Boulder.", "Denver"),
        ("I'm a pilot, I fly out of Heathrow mostly.", "Heathrow"),
        ("Dispatcher out of the Fresno yard, living in Clovis.", "Fresno"),
        ("I'm a barista down in Brixton but I live in Streatham.", "Brixton"),
        ("I'm a firefighter at the Leith station, I live in Portobello.", "Leith"),
        ("I work shifts at the Avonmouth depot and live in Clevedon.", "Avonmouth"),
        ("I'm a welder at the Barrow yard.", "Barrow"),
    ],
)
def test_a_site_of_work_names_where_the_user_works(text: str, place: str) -> None:
    keys = learned_keys(text)
    assert (WORK, place) in keys
    assert (HOME, place) not in keys
    assert (EMPLOYER, place) not in keys


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I work shifts at the Avonmouth depot and live in Clevedon.", "Clevedon"),
        ("I work at the depot and live in Clevedon.", "Clevedon"),
        ("I fly out of Denver, home is Boulder.", "Boulder"),
    ],
)
def test_the_home_said_beside_the_work_stays_the_home(text: str, home: str) -> None:
    keys = learned_keys(text)
    assert (HOME, home) in keys
    assert (WORK, home) not in keys


@pytest.mark.parametrize(
    "text",
    [
        "My sister lives in Derby and works at a bakery in Nottingham.",
        "My husband flies out of Denver.",
        "I'd love to fly out of Denver someday.",
        "I got a letter out of Boston yesterday.",
        "I moved out of London last year.",
        "Would it be better to live in Ely and work in Cambridge?",
        "Is your clinic in Wembley?",
        "we're based out of Ghent",
        "based out of Thunder Bay, I fly floatplanes for a fishing lodge up north in summer",
        "I'm Kwame, 34, civil engineer at Arup, living in Leeds with my wife Efua",
        "I live in Leeds and I teach at Bradford Grammar.",
    ],
)
def test_no_site_of_the_users_work(text: str) -> None:
    assert not [key for key in learned_keys(text) if key[0] == WORK]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("家住石家庄裕华区，单位在正定那边，每天开车来回一个多钟头", "正定"),
        ("我们台站在康定那边，一待就是半个月。", "康定"),
        ("俺是在鄂尔多斯露天煤矿开矿卡的，家在包头", "鄂尔多斯"),
        ("我在宁波港开龙门吊，家在慈溪。", "宁波港"),
        ("我住珠海香洲，每天坐车过关去澳门一家酒店做前厅经理", "澳门"),
        ("我在义乌摆摊卖小商品，家在金华。", "义乌"),
        ("我住在嘉兴，在上海卖保险。", "上海"),
    ],
)
def test_zh_a_site_of_work_names_where_the_user_works(text: str, place: str) -> None:
    keys = learned_keys(text)
    assert (WORK, place) in keys
    assert (HOME, place) not in keys


@pytest.mark.parametrize(
    "text",
    [
        "我弟弟在宁波港开龙门吊，家在慈溪。",
        "我想在苏州开店，家在无锡。",
        "以前在宁波港开龙门吊，家在慈溪。",
        "我们公司在哪？",
        "他们单位在正定那边。",
        "从北京辞职回老家大理了，在古城开了个客栈",
        "我们是在贵阳花溪住起的，我在贵州大学当老师，教化学",
        "我叫杜娟，在宁夏中卫种枸杞，下周二要去银川卖货",
        "房子在江宁买好了但人还没搬，现在还住在鼓楼租的房子里",
        "我在家远程办公，公司在深圳",
    ],
)
def test_zh_no_site_of_the_users_work(text: str) -> None:
    assert not [key for key in learned_keys(text) if key[0] == WORK]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm an engineer at the Google office in London.", "Google"),
        ("I work at the Amazon office downtown.", "Amazon"),
    ],
)
def test_a_company_before_its_office_stays_the_employer(text: str, employer: str) -> None:
    keys = learned_keys(text)
    assert (EMPLOYER, employer) in keys
    assert (WORK, employer) not in keys
