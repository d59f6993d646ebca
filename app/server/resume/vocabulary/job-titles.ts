// The words a job title is made of, by field, as data for TITLE_WORDS (../patterns.ts): what tells a title from a
// company or a place on an entry's line ("Barista, Café Nero, Leeds"). A word is listed once, in lower case, as
// whole words only. Tests: tests/unit/resume-vocabulary.test.ts.

const OFFICE = [
  "engineer developer programmer manager analyst designer intern internship lead leader director consultant scientist architect",
  "specialist coordinator associate officer administrator assistant head vp vice_president president founder co-founder",
  "cto ceo cfo coo researcher accountant representative executive strategist writer editor recruiter owner partner",
  "advisor adviser principal fellow trainee apprentice contractor freelancer freelance sre devops tester qa marketer",
  "producer supervisor agent clerk planner buyer auditor controller paralegal attorney lawyer volunteer member staff",
  "chair secretary treasurer mentor bookkeeper underwriter actuary economist statistician estimator surveyor inspector",
  "dispatcher scheduler receptionist translator interpreter journalist reporter photographer librarian trustee governor",
  "councillor commissioner ambassador",
];
const EDUCATION_AND_SCIENCE = [
  "teacher instructor professor lecturer tutor educator coach chemist biologist geologist physicist mathematician",
];
const HEALTH_AND_CARE = [
  "nurse midwife caregiver carer dentist surgeon physician pharmacist therapist paramedic radiographer sonographer",
  "phlebotomist dietitian dietician nutritionist psychologist counsellor counselor hygienist optometrist veterinarian",
  "physiotherapist",
];
const HOSPITALITY_AND_RETAIL = [
  "chef cook barista bartender waiter waitress housekeeper concierge sommelier cashier merchandiser steward stewardess",
  "attendant porter",
];
const TRADES_AND_LOGISTICS = [
  "technician operator electrician plumber carpenter welder mechanic fitter joiner bricklayer labourer laborer foreman",
  "forewoman driver storeman picker caretaker cleaner janitor firefighter",
];

/** Every title word as one alternation for a pattern ("vice_president" is "vice president"). */
export const TITLE_WORD_ALTERNATIVES = [
  ...OFFICE,
  ...EDUCATION_AND_SCIENCE,
  ...HEALTH_AND_CARE,
  ...HOSPITALITY_AND_RETAIL,
  ...TRADES_AND_LOGISTICS,
]
  .flatMap((line) => line.split(" "))
  .map((word) => word.replace("_", " "))
  .join("|");
