// A registered nurse's profile and two postings (her own line of work, and a Go engineer's), shared by the match's
// API tests (tests/api/ai-profile-match.test.ts) and its journey (tests/e2e/job-match.spec.ts). Pure data, so both
// vitest (workerd) and Playwright import it.

/** Six years on acute wards: a strong fit for the RN posting, another line of work for the Go one. */
export const NURSE_PROFILE = {
  title: "Registered Nurse",
  summary: "Registered Nurse with six years on acute medical and surgical wards, calm in emergencies.",
  skills: ["Patient Care", "Medication Administration", "ACLS", "BLS", "Wound Care", "Electronic Health Records"],
  experience: [
    {
      title: "Staff Nurse",
      company: "St Mary's Hospital",
      startDate: "2019-03",
      current: true,
      description: "Patient care on a 30-bed medical ward: assessments, medication administration and wound care.",
    },
  ],
  education: [{ degree: "BSc Nursing", school: "King's College London", startDate: "2015-09", endDate: "2018-06" }],
};

export const NURSE_JOB = {
  title: "Registered Nurse",
  company: "City Hospital",
  description: `We are hiring a Registered Nurse for our medical ward.
Requirements:
- Active RN licence
- 3+ years of acute care nursing
- Patient care, medication administration and wound care
- ACLS and BLS certification
Nice to have:
- Electronic Health Records experience`,
};

export const GO_JOB = {
  title: "Senior Go Engineer",
  company: "Northwind",
  description: `We are hiring a senior backend engineer.
Requirements:
- 5+ years building distributed systems in Go
- Kubernetes, Docker and PostgreSQL
- gRPC and microservices
Nice to have:
- Terraform and AWS`,
};
