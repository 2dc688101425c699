// The leagues of the offer: real competition names with invented clubs built from real
// town names, so no fixture pretends to be a real one. Priority: lower comes first.

export type Sides =
  | { kind: 'clubs'; cities: readonly string[]; styles: readonly string[] }
  | { kind: 'players'; given: readonly string[]; family: readonly string[] };

export interface LeagueDef {
  id: number;
  sportId: number;
  name: string;
  country: string | null;
  priority: number;
  customId: string;
  /** Fixtures per day the simulator keeps scheduled. */
  perDay: number;
  /** Share of fixtures flagged as highlights. */
  highlightRate: number;
  /** How many clubs or players take part. */
  size: number;
  sides: Sides;
}

const FOOTBALL = ['{c} FC', 'FC {c}', '{c} United', '{c} City', 'Sporting {c}', 'Athletic {c}', '{c} Rovers', 'Real {c}', '{c} Wanderers', 'Dynamo {c}'];
const CITY_TEAMS = ['{c} Comets', '{c} Falcons', '{c} Titans', '{c} Wolves', '{c} Royals', '{c} Storm', '{c} Bears', '{c} Knights', '{c} Hawks', '{c} Rangers'];

const C = {
  england: ['London', 'Manchester', 'Liverpool', 'Leeds', 'Bristol', 'Newcastle', 'Sheffield', 'Nottingham', 'Leicester', 'Brighton', 'Southampton', 'Norwich', 'Derby', 'Ipswich', 'Coventry', 'Reading', 'Hull', 'Plymouth', 'Stoke', 'Sunderland', 'Portsmouth', 'Oxford', 'Cambridge', 'York'],
  spain: ['Madrid', 'Sevilla', 'Valencia', 'Bilbao', 'Malaga', 'Zaragoza', 'Vigo', 'Gijon', 'Oviedo', 'Cadiz', 'Granada', 'Alicante', 'Murcia', 'Pamplona', 'Vitoria', 'Santander', 'Almeria', 'Girona', 'Elche', 'Valladolid'],
  germany: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Dortmund', 'Bremen', 'Leipzig', 'Stuttgart', 'Hannover', 'Nuremberg', 'Frankfurt', 'Mainz', 'Freiburg', 'Augsburg', 'Bochum', 'Kiel', 'Rostock', 'Kassel', 'Bielefeld', 'Paderborn', 'Dresden', 'Magdeburg'],
  italy: ['Milano', 'Roma', 'Torino', 'Napoli', 'Firenze', 'Genova', 'Bologna', 'Verona', 'Bergamo', 'Udine', 'Cagliari', 'Lecce', 'Parma', 'Empoli', 'Como', 'Venezia', 'Monza', 'Palermo', 'Bari', 'Pisa'],
  france: ['Paris', 'Lyon', 'Marseille', 'Nice', 'Lille', 'Nantes', 'Rennes', 'Bordeaux', 'Toulouse', 'Montpellier', 'Strasbourg', 'Reims', 'Brest', 'Lens', 'Metz', 'Angers', 'Le Havre', 'Auxerre'],
  netherlands: ['Amsterdam', 'Rotterdam', 'Eindhoven', 'Utrecht', 'Groningen', 'Arnhem', 'Alkmaar', 'Enschede', 'Heerenveen', 'Zwolle', 'Nijmegen', 'Tilburg', 'Breda', 'Almelo', 'Sittard', 'Waalwijk', 'Deventer', 'Volendam'],
  portugal: ['Lisboa', 'Porto', 'Braga', 'Guimaraes', 'Coimbra', 'Setubal', 'Faro', 'Funchal', 'Aveiro', 'Chaves', 'Famalicao', 'Barcelos', 'Estoril', 'Arouca', 'Moreira', 'Vizela', 'Leiria', 'Viseu'],
  serbia: ['Beograd', 'Novi Sad', 'Nis', 'Kragujevac', 'Subotica', 'Cacak', 'Kraljevo', 'Novi Pazar', 'Lucani', 'Backa Topola', 'Ivanjica', 'Vrsac', 'Zemun', 'Surdulica', 'Pancevo', 'Sabac'],
  turkey: ['Istanbul', 'Ankara', 'Izmir', 'Trabzon', 'Bursa', 'Konya', 'Antalya', 'Kayseri', 'Sivas', 'Alanya', 'Gaziantep', 'Samsun', 'Rize', 'Adana', 'Eyup', 'Hatay', 'Kasimpasa', 'Bodrum'],
  belgium: ['Brussels', 'Antwerp', 'Brugge', 'Gent', 'Liege', 'Genk', 'Charleroi', 'Mechelen', 'Leuven', 'Kortrijk', 'Westerlo', 'Sint-Truiden', 'Eupen', 'Oostende', 'Dender', 'Beveren'],
  scotland: ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee', 'Kilmarnock', 'Motherwell', 'Perth', 'Paisley', 'Inverness', 'Livingston', 'Dingwall', 'Greenock'],
  brazil: ['Sao Paulo', 'Rio de Janeiro', 'Porto Alegre', 'Belo Horizonte', 'Curitiba', 'Salvador', 'Recife', 'Fortaleza', 'Goiania', 'Santos', 'Campinas', 'Florianopolis', 'Belem', 'Cuiaba', 'Natal', 'Bragantino', 'Manaus', 'Vitoria', 'Maceio', 'Londrina'],
  argentina: ['Buenos Aires', 'Rosario', 'Cordoba', 'La Plata', 'Mendoza', 'Tucuman', 'Santa Fe', 'Avellaneda', 'Lanus', 'Banfield', 'Quilmes', 'Mar del Plata', 'Salta', 'Parana', 'San Juan', 'Tigre', 'Junin', 'Rafaela'],
  usa: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Diego', 'Dallas', 'Austin', 'Seattle', 'Denver', 'Boston', 'Atlanta', 'Miami', 'Portland', 'Nashville', 'Charlotte', 'Orlando', 'Detroit', 'Kansas City', 'Columbus', 'Cincinnati', 'Salt Lake', 'St. Louis', 'Minneapolis', 'Baltimore', 'Tampa', 'Las Vegas', 'Sacramento', 'Pittsburgh'],
  austria: ['Wien', 'Salzburg', 'Graz', 'Linz', 'Innsbruck', 'Klagenfurt', 'Altach', 'Hartberg', 'Wolfsberg', 'Ried', 'Lustenau', 'St. Polten'],
  switzerland: ['Zurich', 'Basel', 'Bern', 'Geneva', 'Lausanne', 'Lugano', 'Luzern', 'St. Gallen', 'Sion', 'Winterthur', 'Thun', 'Aarau'],
  europe: ['Madrid', 'Barcelona', 'Milano', 'Munich', 'Paris', 'London', 'Liverpool', 'Manchester', 'Dortmund', 'Lisboa', 'Porto', 'Amsterdam', 'Eindhoven', 'Glasgow', 'Istanbul', 'Beograd', 'Zagreb', 'Salzburg', 'Brugge', 'Kyiv', 'Prague', 'Copenhagen', 'Athens', 'Napoli', 'Roma', 'Sevilla', 'Leipzig', 'Bergamo', 'Lyon', 'Marseille'],
  nordic: ['Stockholm', 'Gothenburg', 'Malmo', 'Helsinki', 'Tampere', 'Turku', 'Oslo', 'Bergen', 'Lulea', 'Vaxjo', 'Oulu', 'Skelleftea', 'Linkoping', 'Jonkoping', 'Kuopio', 'Trondheim'],
  czechslovak: ['Praha', 'Brno', 'Ostrava', 'Plzen', 'Liberec', 'Pardubice', 'Olomouc', 'Zlin', 'Trinec', 'Kladno', 'Bratislava', 'Kosice', 'Nitra', 'Zvolen'],
  balkan: ['Beograd', 'Zagreb', 'Ljubljana', 'Sarajevo', 'Podgorica', 'Skopje', 'Split', 'Novi Sad', 'Zadar', 'Mostar', 'Nis', 'Tuzla', 'Cibona', 'Sibenik'],
  euroCities: ['Madrid', 'Barcelona', 'Athens', 'Piraeus', 'Istanbul', 'Milano', 'Kaunas', 'Tel Aviv', 'Munich', 'Berlin', 'Beograd', 'Vitoria', 'Valencia', 'Monaco', 'Paris', 'Bologna', 'Lyon', 'Riga'],
  hbGermany: ['Kiel', 'Flensburg', 'Magdeburg', 'Berlin', 'Melsungen', 'Hannover', 'Lemgo', 'Wetzlar', 'Gummersbach', 'Erlangen', 'Stuttgart', 'Minden', 'Eisenach', 'Potsdam', 'Bietigheim', 'Leipzig'],
  polandItaly: ['Warszawa', 'Rzeszow', 'Zawiercie', 'Jastrzebie', 'Kedzierzyn', 'Olsztyn', 'Lublin', 'Gdansk', 'Perugia', 'Trento', 'Civitanova', 'Modena', 'Piacenza', 'Monza', 'Verona', 'Padova'],
  australia: ['Melbourne', 'Sydney', 'Adelaide', 'Perth', 'Brisbane', 'Geelong', 'Hobart', 'Fremantle', 'Gold Coast', 'Collingwood', 'Richmond', 'Carlton', 'Essendon', 'Hawthorn', 'St Kilda', 'Footscray', 'Canberra', 'Darwin'],
  rugbyNations: ['Dublin', 'Cardiff', 'Edinburgh', 'London', 'Paris', 'Rome', 'Toulouse', 'Leinster', 'Munster', 'Glasgow', 'Bath', 'Exeter', 'Leicester', 'Bordeaux', 'La Rochelle', 'Ulster', 'Newcastle', 'Gloucester'],
  cricket: ['Mumbai', 'Chennai', 'Kolkata', 'Delhi', 'Hyderabad', 'Bengaluru', 'Lucknow', 'Jaipur', 'Ahmedabad', 'Punjab', 'Sydney', 'Melbourne', 'Perth', 'Adelaide', 'Brisbane', 'Hobart'],
  asia: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Seoul', 'Busan', 'Daegu', 'Incheon', 'Taipei', 'Kaohsiung', 'Fukuoka', 'Sapporo', 'Hiroshima', 'Sendai'],
} as const;

const GIVEN = ['Alex', 'Luka', 'Marco', 'Jan', 'Nikola', 'Daniel', 'Felix', 'Mateo', 'Leon', 'Adrian', 'Tomas', 'Oscar', 'Hugo', 'Elias', 'Viktor', 'Rafael', 'Jonas', 'Stefan', 'Milan', 'Noah', 'Emil', 'Ivan', 'Andrea', 'Lucas', 'David', 'Filip', 'Kai', 'Ryan', 'Simon', 'Owen'];
const GIVEN_W = ['Anna', 'Elena', 'Maria', 'Sofia', 'Laura', 'Mila', 'Emma', 'Julia', 'Nina', 'Clara', 'Lena', 'Iva', 'Sara', 'Ana', 'Marta', 'Eva', 'Petra', 'Olga', 'Lucia', 'Zoe'];
const FAMILY = ['Novak', 'Petrovic', 'Muller', 'Rossi', 'Garcia', 'Martin', 'Silva', 'Jensen', 'Kowalski', 'Horvat', 'Dubois', 'Moreau', 'Fischer', 'Weber', 'Nielsen', 'Lindqvist', 'Costa', 'Ferreira', 'Romano', 'Ricci', 'Jovanovic', 'Markovic', 'Kovac', 'Baker', 'Walker', 'Hughes', 'Kennedy', 'Sato', 'Tanaka', 'Kim', 'Park', 'Chen', 'Lopez', 'Herrera', 'Navarro', 'Bauer', 'Schmid', 'Berg', 'Hansen', 'Larsen', 'Ivanov', 'Popov', 'Nagy', 'Toth', 'Dvorak', 'Svoboda', 'Murphy', 'Walsh', 'Brennan', 'Duarte'];

const clubs = (cities: readonly string[], styles: readonly string[] = FOOTBALL): Sides => ({ kind: 'clubs', cities, styles });
const players = (given: readonly string[] = GIVEN): Sides => ({ kind: 'players', given, family: FAMILY });

type Row = [id: number, sportId: number, name: string, country: string | null, priority: number, perDay: number, highlightRate: number, size: number, sides: Sides];

const ROWS: Row[] = [
  // Soccer: the English top flight plays enough fixtures for a 50-event league page.
  [101, 1, 'England Premier League', 'England', 1, 6, 0.35, 20, clubs(C.england)],
  [102, 1, 'UEFA Champions League', 'Europe', 2, 4, 0.5, 30, clubs(C.europe, ['{c} FC', 'Real {c}', 'Sporting {c}', 'Inter {c}', 'Dynamo {c}', 'Olympique {c}'])],
  [103, 1, 'Spain LaLiga', 'Spain', 3, 4, 0.25, 20, clubs(C.spain, ['Real {c}', 'Atletico {c}', 'CD {c}', 'UD {c}', '{c} CF', 'Deportivo {c}'])],
  [104, 1, 'Germany Bundesliga', 'Germany', 4, 4, 0.25, 18, clubs(C.germany, ['FC {c}', 'VfB {c}', 'SV {c}', 'Borussia {c}', 'Eintracht {c}', 'SC {c}'])],
  [105, 1, 'Italy Serie A', 'Italy', 5, 4, 0.25, 20, clubs(C.italy, ['AC {c}', 'US {c}', 'Inter {c}', 'Sporting {c}', '{c} Calcio', 'Atletico {c}'])],
  [106, 1, 'France Ligue 1', 'France', 6, 3, 0.2, 18, clubs(C.france, ['Olympique {c}', 'Stade {c}', 'FC {c}', 'AS {c}', 'Racing {c}', 'RC {c}'])],
  [107, 1, 'UEFA Europa League', 'Europe', 7, 3, 0.3, 30, clubs(C.europe, ['Sporting {c}', 'Lokomotiv {c}', 'Union {c}', 'Athletic {c}', 'Victoria {c}'])],
  [108, 1, 'England Championship', 'England', 8, 4, 0.05, 24, clubs(C.england, ['{c} Town', '{c} Athletic', '{c} Albion', '{c} County', '{c} Argyle', '{c} Rovers'])],
  [109, 1, 'Netherlands Eredivisie', 'Netherlands', 9, 3, 0.1, 18, clubs(C.netherlands, ['FC {c}', 'SC {c}', '{c} Vitesse', 'Go Ahead {c}', 'Heracles {c}', 'NEC {c}'])],
  [110, 1, 'Portugal Primeira Liga', 'Portugal', 10, 3, 0.1, 18, clubs(C.portugal, ['Sporting {c}', 'FC {c}', 'Vitoria {c}', 'GD {c}', 'Academico {c}', 'CD {c}'])],
  [111, 1, 'Serbia SuperLiga', 'Serbia', 11, 3, 0.15, 16, clubs(C.serbia, ['FK {c}', 'Radnicki {c}', 'Sloga {c}', 'Mladost {c}', 'Vojvodina {c}', 'Spartak {c}'])],
  [112, 1, 'Turkey Super Lig', 'Turkey', 12, 3, 0.1, 18, clubs(C.turkey, ['{c}spor', '{c} FK', '{c} Genclik', '{c} Belediye', 'Demir {c}'])],
  [113, 1, 'Germany 2. Bundesliga', 'Germany', 13, 3, 0.05, 18, clubs(C.germany, ['SC {c}', 'SV {c}', 'Arminia {c}', 'Hansa {c}', 'Holstein {c}', 'Dynamo {c}'])],
  [114, 1, 'Belgium Pro League', 'Belgium', 14, 2, 0.05, 16, clubs(C.belgium, ['KV {c}', 'Royal {c}', 'Club {c}', 'Standard {c}', 'KAA {c}', 'Cercle {c}'])],
  [115, 1, 'Scotland Premiership', 'Scotland', 15, 2, 0.05, 12, clubs(C.scotland, ['{c} FC', '{c} Thistle', '{c} Hearts', '{c} Rangers', '{c} Athletic', 'St {c}'])],
  [116, 1, 'Brazil Serie A', 'Brazil', 16, 3, 0.05, 20, clubs(C.brazil, ['{c} EC', 'Atletico {c}', 'Sport {c}', 'America {c}', 'Botafogo {c}', '{c} FC'])],
  [117, 1, 'Argentina Liga Profesional', 'Argentina', 17, 3, 0.05, 18, clubs(C.argentina, ['Club {c}', 'Atletico {c}', 'Racing {c}', 'Estudiantes {c}', 'Independiente {c}', 'Gimnasia {c}'])],
  [118, 1, 'USA MLS', 'USA', 18, 2, 0.05, 28, clubs(C.usa, ['{c} FC', '{c} SC', '{c} United', 'Real {c}', '{c} Galaxy', '{c} Fire'])],
  [119, 1, 'Austria Bundesliga', 'Austria', 19, 2, 0.05, 12, clubs(C.austria, ['SK {c}', 'FC {c}', 'Rapid {c}', 'Austria {c}', 'WSG {c}', 'SCR {c}'])],
  [120, 1, 'Switzerland Super League', 'Switzerland', 20, 2, 0.05, 12, clubs(C.switzerland, ['FC {c}', 'BSC {c}', 'Servette {c}', 'Grasshopper {c}', 'Young Boys {c}', 'Lausanne-Sport {c}'])],
  // Ice hockey
  [1701, 17, 'NHL', 'USA', 1, 5, 0.2, 30, clubs(C.usa, CITY_TEAMS)],
  [1702, 17, 'Sweden SHL', 'Sweden', 2, 3, 0.05, 14, clubs(C.nordic, ['{c} HC', '{c} IF', 'HV {c}', 'Frolunda {c}', '{c} Hockey'])],
  [1703, 17, 'Finland Liiga', 'Finland', 3, 2, 0.05, 14, clubs(C.nordic, ['{c} Jokerit', 'HIFK {c}', 'Tappara {c}', 'Ilves {c}', 'Karpat {c}'])],
  [1704, 17, 'Czech Extraliga', 'Czechia', 4, 2, 0.05, 14, clubs(C.czechslovak, ['HC {c}', 'Sparta {c}', 'Kometa {c}', 'Ocelari {c}', 'Dynamo {c}'])],
  // Tennis
  [1301, 13, 'ATP Finals Turin', 'Italy', 1, 3, 0.4, 8, players()],
  [1302, 13, 'ATP Challenger Montevideo', 'Uruguay', 2, 4, 0.05, 32, players()],
  [1303, 13, 'WTA 125 Limoges', 'France', 3, 4, 0.05, 32, players(GIVEN_W)],
  [1304, 13, 'ITF Men Monastir', 'Tunisia', 4, 3, 0, 32, players()],
  // Basketball
  [1801, 18, 'NBA', 'USA', 1, 6, 0.25, 30, clubs(C.usa, CITY_TEAMS)],
  [1802, 18, 'EuroLeague', 'Europe', 2, 3, 0.3, 18, clubs(C.euroCities, ['{c} Basket', 'Olympiacos {c}', 'Panathinaikos {c}', 'Zalgiris {c}', 'Maccabi {c}', 'Partizan {c}', 'Crvena Zvezda {c}'])],
  [1803, 18, 'ABA League', 'Balkan', 3, 2, 0.1, 14, clubs(C.balkan, ['KK {c}', 'Cedevita {c}', 'Buducnost {c}', 'Igokea {c}', 'Mega {c}', 'FMP {c}'])],
  [1804, 18, 'Spain ACB', 'Spain', 4, 2, 0.05, 18, clubs(C.spain, ['{c} Basket', 'CB {c}', 'Baskonia {c}', 'Unicaja {c}', 'Joventut {c}'])],
  // Handball
  [7801, 78, 'EHF Champions League', 'Europe', 1, 2, 0.2, 16, clubs(C.europe, ['{c} Handball', 'HC {c}', 'THW {c}', 'RK {c}', 'Veszprem {c}'])],
  [7802, 78, 'Germany Handball-Bundesliga', 'Germany', 2, 2, 0.05, 18, clubs(C.hbGermany, ['THW {c}', 'SG {c}', 'SC {c}', 'TBV {c}', 'HSG {c}', 'MT {c}'])],
  [7803, 78, 'Serbia Superliga Handball', 'Serbia', 3, 1, 0.05, 12, clubs(C.serbia, ['RK {c}', 'Vojvodina {c}', 'Metaloplastika {c}', 'Dinamo {c}'])],
  // Volleyball
  [9101, 91, 'Italy SuperLega', 'Italy', 1, 2, 0.1, 12, clubs(C.polandItaly.slice(8), ['{c} Volley', 'Sir {c}', 'Itas {c}', 'Lube {c}', 'Valsa {c}'])],
  [9102, 91, 'Poland PlusLiga', 'Poland', 2, 2, 0.05, 16, clubs(C.polandItaly.slice(0, 8), ['{c} Volley', 'Projekt {c}', 'Resovia {c}', 'Aluron {c}', 'Jastrzebski {c}'])],
  [9103, 91, 'CEV Champions League', 'Europe', 3, 1, 0.1, 16, clubs(C.europe, ['{c} Volley', 'VC {c}', 'Zenit {c}', 'Halkbank {c}'])],
  // Darts, snooker and other individual sports
  [1501, 15, 'PDC Grand Slam of Darts', 'England', 1, 3, 0.2, 32, players()],
  [1502, 15, 'PDC Players Championship', 'England', 2, 3, 0, 64, players()],
  [1401, 14, 'UK Championship', 'England', 1, 3, 0.2, 32, players()],
  [1402, 14, 'Snooker Shoot Out', 'Wales', 2, 2, 0, 64, players()],
  [2701, 27, 'World Endurance Championship', null, 1, 1, 0, 30, players()],
  [2702, 27, 'DTM', 'Germany', 2, 1, 0, 20, players()],
  [1001, 10, 'Formula 1 World Championship', null, 1, 2, 0.3, 20, players()],
  [2401, 24, 'MotoGP', null, 1, 1, 0.1, 22, players()],
  [2402, 24, 'Speedway Grand Prix', null, 2, 1, 0, 16, players()],
  [1601, 16, 'MLB', 'USA', 1, 3, 0.05, 30, clubs(C.usa, ['{c} Sox', '{c} Pilots', '{c} Mariners', '{c} Aces', '{c} Cardinals', '{c} Pirates', '{c} Giants'])],
  [1602, 16, 'Japan NPB', 'Japan', 2, 2, 0, 12, clubs(C.asia, ['{c} Tigers', '{c} Swallows', '{c} Carp', '{c} Dragons', '{c} Buffaloes'])],
  [1201, 12, 'NFL', 'USA', 1, 2, 0.3, 32, clubs(C.usa, ['{c} Eagles', '{c} Chiefs', '{c} Rams', '{c} Bills', '{c} Jets', '{c} Broncos', '{c} Lions', '{c} Packers'])],
  [1202, 12, 'NCAA Football', 'USA', 2, 3, 0, 40, clubs(C.usa, ['{c} State', '{c} Tech', '{c} University', '{c} A&M'])],
  [801, 8, 'Six Nations', 'Europe', 1, 1, 0.2, 6, { kind: 'clubs', cities: ['England', 'France', 'Ireland', 'Italy', 'Scotland', 'Wales'], styles: ['{c}'] }],
  [802, 8, 'United Rugby Championship', 'Europe', 2, 2, 0, 16, clubs(C.rugbyNations, ['{c} Rugby', '{c} Warriors', '{c} Lions', '{c} Stormers', '{c} Sharks'])],
  [803, 8, 'Top 14', 'France', 3, 2, 0, 14, clubs(C.rugbyNations, ['Stade {c}', 'Union {c}', 'RC {c}', 'Aviron {c}'])],
  [4001, 40, 'Alpine Ski World Cup Men', null, 1, 1, 0, 30, players()],
  [4002, 40, 'Alpine Ski World Cup Women', null, 2, 1, 0, 30, players(GIVEN_W)],
  [4101, 41, 'Ski Jumping World Cup', null, 1, 1, 0, 30, players()],
  [4201, 42, 'Biathlon World Cup', null, 1, 1, 0, 30, players()],
  [8301, 83, 'UEFA Futsal Champions League', 'Europe', 1, 1, 0, 16, clubs(C.europe, ['{c} Futsal', 'FC {c}', 'Inter {c}'])],
  [8302, 83, 'Spain Primera Division Futsal', 'Spain', 2, 1, 0, 16, clubs(C.spain, ['{c} Futsal', 'ElPozo {c}', 'Jimbee {c}', 'Movistar {c}'])],
  [11001, 110, 'LEN Champions League', 'Europe', 1, 1, 0, 16, clubs(C.balkan, ['VK {c}', 'Jadran {c}', 'Mladost {c}', 'Primorje {c}'])],
  [701, 7, 'DP World Tour Championship', 'UAE', 1, 2, 0.1, 50, players()],
  [702, 7, 'PGA Tour RSM Classic', 'USA', 2, 2, 0, 70, players()],
  [901, 9, 'Boxing', null, 1, 1, 0.2, 40, players()],
  [16201, 162, 'UFC Fight Night', 'USA', 1, 2, 0.2, 40, players()],
  [16202, 162, 'PFL', null, 2, 1, 0, 40, players()],
  [3801, 38, 'UCI Track Champions League', null, 1, 1, 0, 30, players()],
  [9201, 92, 'TT Elite Series', 'Poland', 1, 6, 0, 24, players()],
  [9202, 92, 'WTT Champions', null, 2, 2, 0.05, 32, players()],
  [3601, 36, 'AFL', 'Australia', 1, 1, 0.05, 18, clubs(C.australia, ['{c}', '{c} Swans', '{c} Eagles', '{c} Suns', '{c} Crows', '{c} Power'])],
  [9401, 94, 'BWF World Tour Finals', null, 1, 2, 0.05, 16, players()],
  [9402, 94, 'BWF Korea Masters', 'South Korea', 2, 2, 0, 32, players(GIVEN_W)],
  [301, 3, 'Big Bash League', 'Australia', 1, 1, 0.05, 8, clubs(C.cricket.slice(10), ['{c} Strikers', '{c} Heat', '{c} Hurricanes', '{c} Renegades', '{c} Scorchers', '{c} Thunder'])],
  [302, 3, 'Indian Premier League', 'India', 2, 1, 0.05, 10, clubs(C.cricket.slice(0, 10), ['{c} Kings', '{c} Indians', '{c} Knight Riders', '{c} Capitals', '{c} Titans', '{c} Royals'])],
  [9001, 90, 'FIH Pro League', null, 1, 1, 0, 9, { kind: 'clubs', cities: ['Netherlands', 'Belgium', 'Germany', 'Australia', 'India', 'Argentina', 'England', 'Spain', 'Ireland'], styles: ['{c}'] }],
  [9002, 90, 'Euro Hockey League', 'Europe', 2, 1, 0, 16, clubs(C.europe, ['HC {c}', '{c} Hockey', 'Royal {c}'])],
  [6601, 66, 'World Indoor Bowls Championship', 'Scotland', 1, 2, 0, 32, players()],
  [2801, 28, 'NASCAR Cup Series', 'USA', 1, 1, 0.05, 36, players()],
  [10701, 107, 'PSA World Tour', null, 1, 3, 0, 32, players()],
];

/** Every league of the offer. */
export const LEAGUES: readonly LeagueDef[] = ROWS.map(([id, sportId, name, country, priority, perDay, highlightRate, size, sides]) => ({
  id,
  sportId,
  name,
  country,
  priority,
  customId: `${id}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
  perDay,
  highlightRate,
  size,
  sides,
}));
