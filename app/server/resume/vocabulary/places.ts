// Places as resumes write them, as data for the location patterns (../patterns.ts): state and province codes,
// country and region names, and the postcode shapes written next to a city. Tests: tests/unit/resume-vocabulary.test.ts.

const US_STATES =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC";
const CANADIAN_PROVINCES = "ON BC QC AB MB SK NS NB NL PE YT NU";
/** Australian states; "SA" only after a comma ("Acme SA" is a company). */
const AUSTRALIAN_STATES = "NSW VIC QLD TAS ACT NT WA";
/** Brazil's states as its addresses write them after a city ("São Paulo - SP"). */
const BRAZILIAN_STATES = "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO";

const alternatives = (...lists: string[]) => [...new Set(lists.join(" ").split(" "))].join("|");

/** A state or province code after a comma: "Austin, TX", "Toronto, ON", "Adelaide, SA". */
export const STATE_CODES = alternatives(US_STATES, CANADIAN_PROVINCES, AUSTRALIAN_STATES, "SA");
/** A state written after its city without a comma: "Brisbane QLD 4000", "Perth WA". */
export const STATES_WITHOUT_COMMA = alternatives(AUSTRALIAN_STATES);
export const BRAZILIAN_STATE_CODES = alternatives(BRAZILIAN_STATES);

/** Countries and regions written after a city: "Lagos, Nigeria", "Pune, Maharashtra", "Brisbane, Queensland". */
export const REGIONS = [
  "USA|US|United States|UK|United Kingdom|England|Scotland|Wales|Northern Ireland|Ireland|Canada|Australia|New Zealand",
  "India|Malaysia|Philippines|Indonesia|Vietnam|Thailand|Japan|China|South Korea|Korea|Taiwan|Sri Lanka|Nepal|Pakistan|Bangladesh",
  "Germany|France|Spain|Italy|Netherlands|Poland|Portugal|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Czechia|Czech Republic|Greece|Romania|Hungary|Estonia|Latvia|Lithuania|Slovakia|Slovenia|Croatia|Serbia|Bulgaria|Ukraine",
  "Brazil|Brasil|Mexico|México|Argentina|Chile|Colombia|Peru|Perú|Uruguay|Ecuador|Costa Rica|Venezuela|Paraguay|Bolivia|Panama|Panamá|Guatemala",
  "Nigeria|Kenya|South Africa|Ghana|Egypt|Morocco|UAE|United Arab Emirates|Israel|Turkey|Saudi Arabia|Qatar",
  "Gujarat|Kerala|Uttar Pradesh|West Bengal|Haryana|Rajasthan|Maharashtra|Karnataka|Tamil Nadu|Telangana|Delhi|Punjab|Andhra Pradesh",
  "Ontario|Quebec|British Columbia|Alberta|California|Texas|New York|Washington|Massachusetts|Illinois|Lagos|Bavaria",
  "Queensland|New South Wales|Victoria|Western Australia|South Australia|Tasmania",
].join("|");

/**
 * Postcodes written after the place: a US ZIP ("60614", "60614-1234"), a Canadian ("M5V 2T6"), a UK ("SW1A 1AA",
 * "M1 2AB"), or four to six digits ("Bengaluru 560001", "Singapore 018956", "Brisbane QLD 4000"), never a year
 * ("Windows 2000" is no place).
 */
export const POSTCODE_AFTER =
  "(?:\\d{5}(?:-\\d{4})?|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}|(?!(?:19|20)\\d{2}(?!\\d))\\d{4,6})";
/** Postcodes written before the place: "75011 Paris", "10115 Berlin", "1012 AB Amsterdam". */
export const POSTCODE_BEFORE = "(?:\\d{5}|\\d{4}(?: [A-Z]{2})?)";
/** Cities whose postal districts are written as part of the place: "Dublin 2", "Dublin 6W". */
export const DISTRICT_CITIES = "Dublin";

/** Cities that are their own country: a place alone ("Singapore 018956"), and after a company the place, not its district ("DBS Bank, Singapore"). */
export const CITY_STATES = "Singapore|Hong Kong|Luxembourg|Monaco";

/**
 * Cities a resume names without a state or country ("Klarna · Stockholm", "Jagiellonian University, Kraków"): large
 * cities only, and none that is also a common word or first name ("Reading", "Nice", "Florence", "Victoria").
 */
export const CITIES = [
  // Europe
  "London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Liverpool|Bristol|Sheffield|Newcastle|Nottingham|Leicester|Coventry|Cardiff|Belfast|Cambridge|Oxford|Southampton|Brighton|Aberdeen",
  "Dublin|Cork|Galway|Limerick|Kilkenny|Waterford",
  "Paris|Lyon|Marseille|Toulouse|Lille|Bordeaux|Nantes|Strasbourg|Montpellier|Rennes|Grenoble",
  "Berlin|Hamburg|Munich|München|Cologne|Köln|Frankfurt|Stuttgart|Düsseldorf|Dortmund|Essen|Leipzig|Bremen|Dresden|Hanover|Hannover|Nuremberg|Nürnberg|Mannheim|Karlsruhe|Heidelberg|Bonn|Aachen|Freiburg",
  "Vienna|Wien|Graz|Linz|Salzburg|Innsbruck|Zürich|Zurich|Geneva|Genève|Basel|Bern|Lausanne",
  "Amsterdam|Rotterdam|The Hague|Utrecht|Eindhoven|Brussels|Antwerp|Ghent|Leuven",
  "Madrid|Barcelona|Valencia|Seville|Sevilla|Bilbao|Málaga|Zaragoza|Salamanca|Lisbon|Lisboa|Porto|Coimbra",
  "Rome|Roma|Milan|Milano|Naples|Napoli|Turin|Torino|Bologna|Pisa|Genoa|Genova|Padua|Padova|Venice",
  "Stockholm|Gothenburg|Göteborg|Malmö|Uppsala|Lund|Oslo|Bergen|Trondheim|Copenhagen|København|Aarhus|Helsinki|Espoo|Tampere|Reykjavik",
  "Warsaw|Kraków|Krakow|Wrocław|Gdańsk|Poznań|Łódź|Prague|Brno|Budapest|Bucharest|Sofia|Belgrade|Zagreb|Ljubljana|Bratislava|Vilnius|Riga|Tallinn|Kyiv|Kiev|Moscow|Athens|Istanbul|Ankara",
  // The Americas
  "New York|Los Angeles|Chicago|Houston|Phoenix|Philadelphia|San Antonio|San Diego|Dallas|San Jose|Austin|Seattle|Denver|Boston|Atlanta|Miami|Detroit|Minneapolis|Portland|San Francisco|Pittsburgh|Baltimore",
  "Toronto|Montreal|Montréal|Vancouver|Calgary|Ottawa|Edmonton|Winnipeg|Quebec City|Halifax",
  "Mexico City|Ciudad de México|Guadalajara|Monterrey|Bogotá|Medellín|Cali|Lima|Santiago|Valparaíso|Buenos Aires|Córdoba|Rosario|Montevideo|Quito|Caracas|São Paulo|Rio de Janeiro|Belo Horizonte|Curitiba|Porto Alegre|Brasília|Recife",
  // Asia, Oceania, Africa, the Middle East
  "Mumbai|Delhi|New Delhi|Bengaluru|Bangalore|Hyderabad|Chennai|Kolkata|Pune|Ahmedabad|Jaipur|Noida|Gurgaon|Gurugram|Kochi|Mysuru|Mysore|Chandigarh|Indore|Coimbatore|Thiruvananthapuram",
  "Tokyo|Osaka|Kyoto|Seoul|Busan|Beijing|Shanghai|Shenzhen|Guangzhou|Taipei|Manila|Jakarta|Bangkok|Kuala Lumpur|Ho Chi Minh City|Hanoi|Karachi|Lahore|Dhaka|Colombo|Kathmandu",
  "Sydney|Melbourne|Brisbane|Perth|Adelaide|Canberra|Hobart|Darwin|Gold Coast|Auckland|Wellington|Christchurch",
  "Lagos|Abuja|Nairobi|Accra|Johannesburg|Cape Town|Cairo|Casablanca|Dubai|Abu Dhabi|Doha|Riyadh|Tel Aviv|Jerusalem",
].join("|");
