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
  "India|Singapore|Malaysia|Philippines|Indonesia|Vietnam|Thailand|Japan|China|South Korea|Korea|Taiwan|Hong Kong|Sri Lanka|Nepal|Pakistan|Bangladesh",
  "Germany|France|Spain|Italy|Netherlands|Poland|Portugal|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Czechia|Czech Republic|Greece|Romania|Hungary|Luxembourg|Estonia|Latvia|Lithuania|Slovakia|Slovenia|Croatia|Serbia|Bulgaria|Ukraine",
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
