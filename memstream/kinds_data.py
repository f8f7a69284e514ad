"""Everyday kinds of things and their instances, English and Chinese. Data only.

Written from general knowledge (what a reader of any conversation would know: skiing is a
sport, Spain a European country, a hamster a pet, 川菜 a cuisine), not from any dataset's
words. `KINDS` maps a kind to the words that name it (space-separated; a name of several
words is joined by `_`) and to its instances (comma-separated), English and Chinese;
`INCLUDES` makes a broad kind the union of narrower ones ("activities": sports, outdoor
activities, hobbies, outings). Instances come roughly most common first: a long kind is
cut at the end (`query_api.recall.instances.MAX_INSTANCE_TERMS`); the pipeline reads it
backwards (`processors.chunk_kinds`: the kinds of the things a chunk names). `names_of` and
`plural` read the format for both.
"""

from __future__ import annotations

from typing import Final

KINDS: Final[dict[str, tuple[str, str]]] = {
    "sport": (
        "sport sports 运动 体育 体育运动 球类",
        "football, soccer, basketball, baseball, tennis, golf, swimming, running, jogging,"
        " cycling, skiing, snowboarding, surfing, volleyball, hockey, rugby, cricket, boxing,"
        " wrestling, karate, judo, taekwondo, kickboxing, yoga, pilates, gymnastics, climbing,"
        " skating, skateboarding, badminton, ping pong, bowling, archery, fencing, rowing,"
        " kayaking, sailing, marathon, triathlon, softball, lacrosse, handball, squash,"
        " diving, weightlifting, crossfit, frisbee, dodgeball, billiards, pickleball, hiking,"
        " 足球, 篮球, 排球, 网球, 羽毛球, 乒乓球, 棒球, 高尔夫, 游泳, 跑步, 慢跑, 骑行,"
        " 滑雪, 滑冰, 冲浪, 拳击, 摔跤, 武术, 太极, 瑜伽, 健身, 体操, 攀岩, 马拉松, 跳水,"
        " 台球, 划船, 击剑, 射箭, 保龄球, 跆拳道, 空手道, 柔道, 举重",
    ),
    "martial_art": (
        "martial_arts 武术 功夫",
        "karate, judo, taekwondo, kung fu, jiu-jitsu, aikido, kickboxing, boxing, muay thai,"
        " tai chi, wrestling, 太极, 太极拳, 咏春, 跆拳道, 空手道, 柔道, 拳击, 散打",
    ),
    "outdoor_activity": (
        "outdoor_activities outdoor_activity outdoor_hobbies outdoors 户外活动 户外运动 户外",
        "hiking, camping, fishing, hunting, kayaking, canoeing, picnic, birdwatching,"
        " gardening, climbing, biking, cycling, surfing, skiing, sledding, stargazing, beach,"
        " park, trail, campfire, boating, rafting, paddleboarding, horseback riding, snorkeling,"
        " swimming, running, walks, nature, mountains, lake, 徒步, 露营, 钓鱼, 野餐, 观鸟,"
        " 园艺, 爬山, 登山, 骑行, 冲浪, 滑雪, 划船, 海边, 公园, 烧烤, 散步, 郊游, 漂流",
    ),
    "hobby": (
        "hobby hobbies pastime pastimes interests passions 爱好 兴趣 兴趣爱好 业余爱好 消遣",
        "reading, writing, painting, drawing, photography, cooking, baking, gardening,"
        " knitting, sewing, crocheting, pottery, woodworking, dancing, singing, music, guitar,"
        " piano, chess, gaming, video games, collecting, hiking, fishing, camping, yoga,"
        " journaling, poetry, calligraphy, scrapbooking, origami, puzzles, crafts, movies,"
        " travel, running, swimming, cycling, sketching, blogging, volunteering,"
        " 阅读, 看书, 写作, 画画, 绘画, 摄影, 做饭, 烹饪, 烘焙, 园艺, 编织, 缝纫, 陶艺,"
        " 木工, 跳舞, 唱歌, 音乐, 吉他, 钢琴, 下棋, 象棋, 围棋, 游戏, 收藏, 集邮, 书法,"
        " 写诗, 手工, 旅游, 旅行, 钓鱼, 爬山, 跑步, 游泳, 电影, 拼图",
    ),
    "outing": (
        "outings outing trips day_trips places_to_go 出游 外出 游玩",
        "museum, zoo, aquarium, park, beach, playground, amusement park, theme park, concert,"
        " festival, movies, cinema, theater, library, fair, carnival, circus, garden, farm,"
        " picnic, camping, road trip, restaurant, mall, bowling, hike, lake, pool, waterpark,"
        " planetarium, gallery, exhibit, show, parade, 博物馆, 动物园, 水族馆, 公园, 海滩,"
        " 海边, 游乐场, 游乐园, 音乐会, 演唱会, 电影院, 剧院, 图书馆, 庙会, 集市, 马戏,"
        " 农场, 野餐, 商场, 展览, 美术馆, 植物园, 露营",
    ),
    "instrument": (
        "instruments instrument musical_instruments musical_instrument 乐器",
        "piano, guitar, violin, cello, viola, bass, drums, flute, clarinet, saxophone,"
        " trumpet, trombone, tuba, harp, ukulele, banjo, mandolin, harmonica, accordion,"
        " keyboard, oboe, bassoon, xylophone, synthesizer, 钢琴, 吉他, 小提琴, 大提琴,"
        " 中提琴, 贝斯, 鼓, 架子鼓, 长笛, 单簧管, 萨克斯, 小号, 长号, 竖琴, 尤克里里,"
        " 口琴, 手风琴, 电子琴, 二胡, 古筝, 琵琶, 笛子, 葫芦丝",
    ),
    "pet": (
        "pets pet 宠物",
        "dog, puppy, pup, cat, kitten, kitty, hamster, rabbit, bunny, guinea pig, parrot,"
        " bird, fish, goldfish, turtle, tortoise, snake, lizard, gecko, ferret, horse, pony,"
        " chinchilla, hedgehog, budgie, canary, gerbil, mouse, rat, 狗, 小狗, 狗狗, 猫, 小猫,"
        " 猫咪, 仓鼠, 兔子, 豚鼠, 鹦鹉, 鸟, 金鱼, 鱼, 乌龟, 蛇, 蜥蜴, 雪貂, 马, 刺猬",
    ),
    "wild_animal": (
        "wild_animals wildlife 野生动物",
        "lion, tiger, bear, elephant, giraffe, zebra, monkey, gorilla, wolf, fox, deer,"
        " moose, eagle, owl, hawk, dolphin, whale, shark, penguin, kangaroo, koala, panda,"
        " otter, seal, squirrel, raccoon, bison, crocodile, alligator, butterfly, 狮子, 老虎,"
        " 熊, 大象, 长颈鹿, 斑马, 猴子, 狼, 狐狸, 鹿, 老鹰, 猫头鹰, 海豚, 鲸鱼, 鲨鱼, 企鹅,"
        " 袋鼠, 考拉, 熊猫, 松鼠, 蝴蝶",
    ),
    "animal": ("animals animal creatures critters 动物 小动物", ""),
    "country_europe": (
        "european_countries european_country countries_in_europe 欧洲国家",
        "france, germany, italy, spain, portugal, england, britain, uk, ireland, scotland,"
        " wales, netherlands, holland, belgium, switzerland, austria, sweden, norway, denmark,"
        " finland, iceland, poland, czech, hungary, greece, croatia, romania, bulgaria,"
        " serbia, ukraine, russia, turkey, slovenia, slovakia, estonia, latvia, lithuania,"
        " luxembourg, monaco, malta, 法国, 德国, 意大利, 西班牙, 葡萄牙, 英国, 爱尔兰,"
        " 荷兰, 比利时, 瑞士, 奥地利, 瑞典, 挪威, 丹麦, 芬兰, 冰岛, 波兰, 捷克, 匈牙利,"
        " 希腊, 克罗地亚, 罗马尼亚, 乌克兰, 俄罗斯",
    ),
    "country_asia": (
        "asian_countries asian_country countries_in_asia 亚洲国家",
        "china, japan, korea, india, thailand, vietnam, singapore, malaysia, indonesia,"
        " philippines, cambodia, laos, myanmar, nepal, bhutan, sri lanka, pakistan,"
        " bangladesh, mongolia, taiwan, israel, jordan, lebanon, uae, dubai, qatar, saudi,"
        " iran, iraq, kazakhstan, uzbekistan, maldives, 中国, 日本, 韩国, 朝鲜, 印度, 泰国,"
        " 越南, 新加坡, 马来西亚, 印尼, 印度尼西亚, 菲律宾, 柬埔寨, 老挝, 缅甸, 尼泊尔,"
        " 斯里兰卡, 巴基斯坦, 蒙古, 以色列, 迪拜, 马尔代夫",
    ),
    "country_africa": (
        "african_countries african_country countries_in_africa 非洲国家",
        "egypt, morocco, kenya, tanzania, south africa, nigeria, ghana, ethiopia, uganda,"
        " rwanda, senegal, tunisia, algeria, zimbabwe, zambia, botswana, namibia, madagascar,"
        " 埃及, 摩洛哥, 肯尼亚, 坦桑尼亚, 南非, 尼日利亚, 加纳, 埃塞俄比亚, 马达加斯加",
    ),
    "country_americas": (
        "american_countries latin_american_countries south_american_countries 美洲国家"
        " 南美国家 拉美国家",
        "usa, america, canada, mexico, brazil, argentina, chile, peru, colombia, venezuela,"
        " ecuador, bolivia, uruguay, paraguay, cuba, jamaica, haiti, dominican, puerto rico,"
        " costa rica, panama, guatemala, honduras, 美国, 加拿大, 墨西哥, 巴西, 阿根廷, 智利,"
        " 秘鲁, 哥伦比亚, 古巴, 牙买加",
    ),
    "country_oceania": (
        "oceania_countries 大洋洲国家",
        "australia, new zealand, fiji, samoa, tonga, papua, 澳大利亚, 澳洲, 新西兰, 斐济",
    ),
    "country": ("countries country nations nation 国家", ""),
    "continent": (
        "continents continent 大洲 洲",
        "europe, asia, africa, north america, south america, australia, antarctica,"
        " 欧洲, 亚洲, 非洲, 北美, 南美, 澳洲, 南极",
    ),
    "city_us": (
        "american_cities us_cities cities_in_the_us 美国城市",
        "new york, los angeles, chicago, houston, phoenix, philadelphia, san antonio,"
        " san diego, dallas, austin, san francisco, seattle, denver, boston, washington,"
        " nashville, miami, atlanta, las vegas, portland, detroit, orlando, tampa, minneapolis,"
        " new orleans, baltimore, pittsburgh, charlotte, salt lake, honolulu, 纽约, 洛杉矶,"
        " 芝加哥, 休斯顿, 费城, 旧金山, 西雅图, 波士顿, 华盛顿, 迈阿密, 拉斯维加斯",
    ),
    "city_china": (
        "chinese_cities cities_in_china 中国城市",
        "beijing, shanghai, guangzhou, shenzhen, chengdu, chongqing, hangzhou, wuhan, xian,"
        " nanjing, tianjin, suzhou, xiamen, qingdao, kunming, harbin, hong kong, macau,"
        " 北京, 上海, 广州, 深圳, 成都, 重庆, 杭州, 武汉, 西安, 南京, 天津, 苏州, 厦门, 青岛,"
        " 昆明, 哈尔滨, 长沙, 大连, 三亚, 拉萨, 香港, 澳门, 台北",
    ),
    "city_world": (
        "world_cities european_cities asian_cities 外国城市 欧洲城市",
        "london, paris, rome, berlin, madrid, barcelona, amsterdam, vienna, prague, lisbon,"
        " dublin, athens, venice, florence, milan, munich, zurich, stockholm, copenhagen,"
        " tokyo, kyoto, osaka, seoul, bangkok, singapore, hanoi, delhi, mumbai, dubai,"
        " istanbul, cairo, sydney, melbourne, toronto, vancouver, montreal, mexico city,"
        " rio, buenos aires, 伦敦, 巴黎, 罗马, 柏林, 马德里, 巴塞罗那, 阿姆斯特丹, 维也纳,"
        " 布拉格, 威尼斯, 东京, 京都, 大阪, 首尔, 曼谷, 悉尼, 墨尔本, 多伦多, 温哥华",
    ),
    "city": ("cities city towns places_visited 城市", ""),
    "us_state": (
        "states us_states american_states 州 美国的州",
        "california, texas, florida, new york, illinois, pennsylvania, ohio, georgia,"
        " michigan, washington, arizona, massachusetts, colorado, oregon, nevada, hawaii,"
        " alaska, utah, virginia, carolina, tennessee, minnesota, wisconsin, maine, vermont,"
        " montana, idaho, iowa, kansas, kentucky, louisiana, alabama, oklahoma, new mexico,"
        " 加州, 加利福尼亚, 德州, 得克萨斯, 佛罗里达, 夏威夷, 阿拉斯加",
    ),
    "destination": (
        "destinations destination places_traveled travel_destinations 旅游地 景点 目的地",
        "beach, island, mountains, lake, national park, resort, cruise, road trip, europe,"
        " paris, london, rome, tokyo, hawaii, mexico, 海边, 海岛, 山, 湖, 国家公园, 度假村,"
        " 邮轮, 自驾游",
    ),
    "food": (
        "food foods dishes dish meals meal snacks 食物 美食 菜 菜肴 吃的 小吃 零食",
        "pizza, pasta, burger, sandwich, sushi, salad, soup, steak, tacos, noodles, rice,"
        " dumplings, curry, chicken, fries, ramen, pancakes, waffles, bread, cheese, eggs,"
        " bacon, barbecue, bbq, lasagna, spaghetti, burrito, stew, chili, pie, cake, cookies,"
        " ice cream, chocolate, fruit, 饺子, 包子, 面条, 米饭, 火锅, 烤鸭, 炒饭, 披萨,"
        " 汉堡, 寿司, 沙拉, 汤, 牛排, 烧烤, 麻辣烫, 粥, 馒头, 小笼包, 蛋糕, 冰淇淋",
    ),
    "cuisine": (
        "cuisines cuisine 菜系 料理",
        "italian, mexican, chinese, japanese, thai, indian, french, korean, vietnamese,"
        " greek, spanish, mediterranean, middle eastern, lebanese, turkish, ethiopian,"
        " cajun, southern, vegan, vegetarian, 川菜, 粤菜, 湘菜, 鲁菜, 东北菜, 日料, 韩餐,"
        " 西餐, 泰餐, 意大利菜, 法餐, 素食",
    ),
    "dessert": (
        "desserts dessert sweets treats baked_goods 甜点 甜品 点心",
        "cake, cookies, pie, ice cream, brownies, cupcakes, muffins, donuts, cheesecake,"
        " pudding, tart, macarons, chocolate, candy, pastry, croissant, 蛋糕, 饼干, 冰淇淋,"
        " 布丁, 月饼, 汤圆, 蛋挞, 巧克力, 糖果",
    ),
    "fruit": (
        "fruits fruit 水果",
        "apple, banana, orange, strawberry, blueberry, grape, mango, pineapple, watermelon,"
        " peach, pear, cherry, lemon, kiwi, 苹果, 香蕉, 橙子, 草莓, 蓝莓, 葡萄, 芒果,"
        " 菠萝, 西瓜, 桃子, 梨, 樱桃, 荔枝",
    ),
    "drink": (
        "drinks drink beverages beverage 饮料 饮品 喝的",
        "coffee, tea, latte, espresso, cappuccino, juice, soda, beer, wine, cocktail,"
        " smoothie, milk, water, lemonade, whiskey, vodka, kombucha, matcha, cocoa,"
        " 咖啡, 茶, 奶茶, 果汁, 汽水, 可乐, 啤酒, 红酒, 葡萄酒, 白酒, 鸡尾酒, 牛奶",
    ),
    "music_genre": (
        "music_genres music musical_genres kinds_of_music bands artists 音乐 音乐类型 歌",
        "rock, pop, jazz, classical, hip-hop, rap, country, blues, folk, metal, punk, indie,"
        " electronic, edm, r&b, soul, reggae, gospel, opera, k-pop, 摇滚, 流行, 爵士, 古典,"
        " 说唱, 民谣, 乡村, 蓝调, 电子, 京剧",
    ),
    "book_genre": (
        "book_genres genres_of_books 书的类型",
        "fantasy, mystery, thriller, romance, science fiction, sci-fi, horror, biography,"
        " memoir, history, poetry, self-help, classics, fiction, nonfiction, 小说, 科幻,"
        " 奇幻, 悬疑, 推理, 言情, 武侠, 传记, 历史, 诗歌",
    ),
    "book": (
        "books book novels novel reads 书 书籍 小说 读物",
        "novel, book, read, reading, author, series, library, bookstore, chapter, harry potter,"
        " lord of the rings, hobbit, narnia, hunger games, twilight, pride and prejudice,"
        " great gatsby, mockingbird, 1984, dune, 小说, 读书, 看书, 作者, 图书馆, 书店,"
        " 红楼梦, 三国演义, 西游记, 水浒传, 三体",
    ),
    "film": (
        "movies movie films film shows tv_shows 电影 影片 电视剧 节目",
        "movie, film, cinema, theater, watched, series, documentary, comedy, drama, action,"
        " thriller, horror, romance, animated, star wars, marvel, disney, pixar, netflix,"
        " 电影, 电影院, 纪录片, 喜剧, 动画, 电视剧, 综艺",
    ),
    "genre": ("genres genre kinds 类型 流派", ""),
    "video_game": (
        "video_games video_game computer_games games game 游戏 电子游戏 网游 手游",
        "minecraft, fortnite, zelda, mario, pokemon, call of duty, overwatch, valorant,"
        " league of legends, fifa, halo, tetris, sims, skyrim, witcher, roblox, animal"
        " crossing, street fighter, xbox, playstation, nintendo, switch, console, gaming,"
        " 王者荣耀, 原神, 英雄联盟, 吃鸡, 我的世界, 塞尔达, 马里奥, 宝可梦",
    ),
    "board_game": (
        "board_games board_game card_games 桌游 棋牌",
        "chess, monopoly, scrabble, catan, checkers, poker, uno, bridge, cards, puzzles,"
        " mahjong, dominoes, 象棋, 围棋, 麻将, 扑克, 五子棋, 跳棋, 大富翁",
    ),
    "job": (
        "jobs job occupation occupations profession professions careers career work 工作 职业 行业",
        "teacher, nurse, doctor, engineer, lawyer, accountant, programmer, developer, chef,"
        " cook, waiter, cashier, manager, designer, artist, writer, journalist, scientist,"
        " police, firefighter, soldier, pilot, driver, farmer, mechanic, electrician,"
        " plumber, carpenter, dentist, pharmacist, therapist, counselor, social worker,"
        " musician, actor, photographer, consultant, salesperson, 老师, 教师, 护士, 医生,"
        " 工程师, 律师, 会计, 程序员, 厨师, 服务员, 经理, 设计师, 作家, 记者, 科学家,"
        " 警察, 消防员, 军人, 飞行员, 司机, 农民, 公务员, 销售",
    ),
    "family_member": (
        "family family_members relatives kids children 家人 家庭成员 亲戚 孩子",
        "mother, mom, father, dad, parents, sister, brother, son, daughter, kids, children,"
        " husband, wife, grandma, grandpa, grandmother, grandfather, aunt, uncle, cousin,"
        " niece, nephew, baby, 妈妈, 母亲, 爸爸, 父亲, 父母, 姐姐, 妹妹, 哥哥, 弟弟, 儿子,"
        " 女儿, 孩子, 丈夫, 老公, 妻子, 老婆, 奶奶, 爷爷, 外婆, 外公, 姥姥, 姥爷, 阿姨,"
        " 叔叔, 舅舅, 姑姑, 表哥, 表姐, 堂哥",
    ),
    "town_place": (
        "places place spots spot 地方 场所",
        "park, library, school, church, gym, cafe, coffee shop, restaurant, museum, hospital,"
        " market, mall, store, bakery, bar, pub, beach, cinema, theater, office, studio,"
        " stadium, pool, garden, temple, bookstore, 公园, 图书馆, 学校, 教堂, 健身房, 咖啡馆,"
        " 餐厅, 饭店, 博物馆, 医院, 市场, 商场, 超市, 面包店, 酒吧, 电影院, 体育馆, 寺庙",
    ),
    "vehicle": (
        "vehicles vehicle cars car transportation 交通工具 车",
        "car, truck, bike, bicycle, motorcycle, bus, train, plane, boat, ship, van, suv,"
        " scooter, subway, taxi, jeep, tesla, toyota, honda, ford, bmw, 汽车, 卡车, 自行车,"
        " 摩托车, 公交, 火车, 高铁, 飞机, 船, 地铁, 出租车, 电动车",
    ),
    "craft": (
        "crafts craft arts_and_crafts diy_projects art_projects 手工 手工艺 手作",
        "painting, drawing, pottery, sculpture, knitting, crocheting, sewing, quilting,"
        " embroidery, woodworking, jewelry, beading, scrapbooking, origami, candle making,"
        " soap making, weaving, ceramics, clay, 画画, 陶艺, 编织, 刺绣, 剪纸, 折纸, 木工, 串珠",
    ),
    "art": (
        "art arts art_forms artworks 艺术 艺术形式",
        "painting, drawing, sculpture, photography, pottery, ceramics, music, dance, theater,"
        " poetry, film, calligraphy, printmaking, 绘画, 雕塑, 摄影, 陶艺, 音乐, 舞蹈, 戏剧,"
        " 书法, 诗歌",
    ),
    "dance": (
        "dances dance dance_styles 舞蹈 舞",
        "ballet, salsa, tango, hip-hop, jazz, tap, swing, waltz, contemporary, breakdance,"
        " ballroom, 芭蕾, 街舞, 拉丁舞, 广场舞, 民族舞, 交谊舞",
    ),
    "flower": (
        "flowers flower plants plant 花 花卉 植物",
        "rose, tulip, lily, sunflower, daisy, orchid, lavender, peony, cactus, succulent,"
        " fern, 玫瑰, 郁金香, 百合, 向日葵, 兰花, 薰衣草, 牡丹, 菊花, 荷花, 多肉, 仙人掌",
    ),
    "holiday": (
        "holidays holiday festivals festival 节日 节假日",
        "christmas, thanksgiving, easter, halloween, new year, hanukkah, diwali, ramadan,"
        " valentine, independence day, 春节, 中秋, 端午, 元宵, 清明, 国庆, 圣诞, 元旦, 七夕",
    ),
    "event": (
        "events event occasions celebrations gatherings 聚会 场合",
        "party, wedding, birthday, concert, festival, conference, parade, fundraiser, race,"
        " graduation, reunion, baby shower, workshop, meetup, show, game, ceremony, 派对,"
        " 婚礼, 生日, 音乐会, 演唱会, 会议, 游行, 毕业典礼, 聚餐, 讲座, 比赛",
    ),
    "subject": (
        "subjects subject courses classes majors 科目 学科 课程 专业",
        "math, physics, chemistry, biology, history, geography, english, literature, art,"
        " music, economics, psychology, computer science, philosophy, law, medicine,"
        " 数学, 物理, 化学, 生物, 历史, 地理, 语文, 英语, 文学, 经济, 心理学, 计算机, 哲学",
    ),
    "language": (
        "languages language 语言 外语",
        "english, spanish, french, german, chinese, mandarin, cantonese, japanese, korean,"
        " italian, portuguese, russian, arabic, hindi, 英语, 西班牙语, 法语, 德语, 中文,"
        " 普通话, 粤语, 日语, 韩语, 意大利语, 俄语",
    ),
    "clothing": (
        "clothes clothing outfits outfit 衣服 服装",
        "shirt, dress, jeans, jacket, coat, sweater, hoodie, skirt, shoes, sneakers, boots,"
        " hat, scarf, suit, shorts, 衬衫, 裙子, 牛仔裤, 夹克, 外套, 毛衣, 鞋, 帽子, 围巾",
    ),
    "cause": (
        "causes cause charities charity volunteer_work 公益 慈善 志愿",
        "charity, volunteering, fundraiser, donation, shelter, food bank, environment,"
        " climate, animal rescue, homeless, 慈善, 志愿者, 捐款, 募捐, 环保, 救助",
    ),
}
"""Each kind: (the words that name it, its instances)."""

INCLUDES: Final[dict[str, tuple[str, ...]]] = {
    "activity": ("sport", "outdoor_activity", "hobby", "outing"),
    "animal": ("pet", "wild_animal"),
    "country": (
        "country_europe",
        "country_asia",
        "country_americas",
        "country_africa",
        "country_oceania",
    ),
    "city": ("city_us", "city_world", "city_china"),
    "genre": ("music_genre", "book_genre", "film"),
}
"""Broad kinds made of narrower ones (their instances, in this order)."""

BROAD_NAMES: Final[dict[str, str]] = {
    "activity": "activities activity things_to_do fun_things 活动",
}
"""The names of broad kinds that have no instances of their own in `KINDS`."""


def names_of(kind: str) -> list[str]:
    """The words that name a kind, narrow or broad (a name of several words as words)."""
    names = KINDS[kind][0] if kind in KINDS else BROAD_NAMES.get(kind, "")
    return [name.replace("_", " ") for name in names.split()]


def plural(word: str) -> str:
    """An English word in the plural as the lexicon matches it ("hobby": "hobbies", "pup":
    "pups")."""
    if word.endswith("y") and word[-2:-1] not in tuple("aeiou"):
        return word[:-1] + "ies"
    return word + "s"
