"""Data for where one works and whom for (issue 22, h33a): business districts the city
gazetteer leaves out (in `places`), and large employers whose names look like nothing else
("I work in Accenture": an employer, not a place).

Districts are places of their own: "I work in Canary Wharf", 我在中环上班. Employers are
organisations a non-native "work in ..." names: said with "in", they are whom one works for.
"""

from __future__ import annotations

from typing import Final

_EN_DISTRICT_NAMES: Final = (
    "soho|midtown|tribeca|shoreditch|holborn|mayfair|westminster|"
    "whitechapel|clerkenwell|southwark|canary wharf|la défense|la defense|the city|the loop|"
    "the square mile|docklands|the docklands|kowloon|wan chai|causeway bay|tsim sha tsui|"
    "mong kok|kwun tong|sheung wan|raffles place|marina bay|one-north|pudong|"
    "lujiazui|zhongguancun|shinjuku|shibuya|marunouchi|roppongi|gangnam|yeouido|"
    "silicon valley|palo alto|mountain view|menlo park|cupertino|sunnyvale|redmond|"
    "zurich|zürich|geneva|basel|lausanne"
)
EN_WORK_PLACES: Final = frozenset(_EN_DISTRICT_NAMES.split("|"))
"""Districts and towns one works in that the city gazetteer leaves out (lower case)."""

ZH_DISTRICTS: Final = frozenset(
    """中环 中環 上环 上環 金钟 金鐘 湾仔 灣仔 铜锣湾 銅鑼灣 尖沙咀 旺角 观塘 觀塘 九龙湾 九龍灣
    鲗鱼涌 鰂魚涌 西九龙 荃湾 荃灣 沙田 葵涌 屯门 屯門 元朗 将军澳 將軍澳 数码港 數碼港
    科学园 科學園 信义 信義 内湖 內湖 南港 大安 中山区 松山 板桥 板橋 新竹科学园 竹科 南港软件园
    陆家嘴 陸家嘴 张江 漕河泾 虹桥 五角场 国贸 國貿 中关村 中關村 西二旗 上地 后厂村 望京
    金融街 亦庄 酒仙桥 前海 后海 科技园 车公庙 福田CBD 珠江新城 天河 滨江 未来科技城
    光谷 软件园 高新区 松山湖 南山科技园 西溪 坂田 张江高科 漕河泾开发区""".split()
)
"""Business districts and parks named as where one works (在中环上班, 公司在陆家嘴)."""

EMPLOYERS: Final = frozenset(
    """accenture deloitte kpmg pwc ey mckinsey bain bcg capgemini cognizant infosys wipro tcs
    hcl siemens bosch sap basf bayer philips ericsson nokia unilever nestlé nestle shell bp
    google amazon microsoft apple meta ibm oracle intel nvidia cisco salesforce netflix
    tesla samsung sony toyota honda hsbc barclays citi citibank jpmorgan goldman walmart
    tesco sainsbury's sainsburys aldi lidl ikea huawei tencent alibaba baidu bytedance
    airbus boeing thales safran renault volkswagen bmw daimler mercedes starbucks dunkin
    dunkin' mcdonald's mcdonalds costco kroger safeway walgreens cvs uber lyft doordash
    deliveroo stripe shopify spotify airbnb""".split()
)
"""Large employers whose names look like nothing else (lower case)."""

ORG_KINDS: Final = frozenset(
    """医院 银行 集团 公司 大学 学院 中学 小学 研究院 研究所 事务所 出版社 电视台 报社 律所 工作室
    科技 网络 信息 软件 数科 智能 传媒 文化 咨询 设计 乐团 剧团 剧院 基金会 协会 医药 制药 电子
    物流 地产 置业 教育 实验室 酒店 诊所 幼儿园 证券 保险 基金 资本 控股 股份 有限公司 煤矿 地铁
    林场 农场 电厂 船厂""".split()
)
"""The words an organisation's name ends in (…科技, …乐团, …医药), kept as data."""
