import type { Profession } from './types';

export const healthcare = {
  category: 'Healthcare & Nursing',
  fields: ['nursing', 'clinical', 'health-admin'],
  families: `
nursing | nursing and patient care | clinical health-admin social-services | nurse@3 rn@3 lpn@3 lvn@3 cna@2 nursing@3 nurse_practitioner@3 caregiver@2 nursing_assistant@2 charge_nurse@4 patient_care@2 home_health_aide@2 registered_nurse@3 staff_nurse@3 nurse_manager@4 director_of_nursing@4 care_assistant@2 midwife@3 patient_care_technician@2 nurse_aide@2 personal_care_aide@2 care_worker@2
clinical | medical and clinical care | nursing health-admin research | physician@3 doctor@3 surgeon@3 medical@3:0.5 clinician@3 clinical@3:0.5 pharmacist@3 pharmacy@2 therapist@3 physical_therapist@3 occupational_therapist@3 dentist@3 dental@2 dental_assistant@2 medical_assistant@2 paramedic@2 emt@2 radiologic@3 radiographer@3 phlebotomist@2 sonographer@3 dietitian@3 nutritionist@3 optometrist@3 respiratory@3 veterinarian@3 veterinary@2 psychiatrist@3 psychologist@3 medical_technologist@3 lab_technician@2 hygienist@3 chiropractor@3 audiologist@3 speech_therapist@3
health-admin | healthcare administration | nursing clinical administrative insurance | healthcare@3:0.5 health_care@3:0.5 healthcare_administrator@4 practice_manager@4 medical_office@2 medical_billing@2 medical_coder@2 medical_records@2 health_information@3 patient_service@2 patient_access@2 clinic_manager@4 hospital@3:0.5 health_service@3:0.5 medical_receptionist@2 unit_secretary@2 medical_secretary@2
`,
  skills: `
Nursing | Nurse, Nursing care, Nursing practice, Nursing services, Professional nursing, Nursing staff, Nursing assessments, Nursing interventions, Nursing process, Nursing procedures
Registered Nurse | =RN, Registered nurse license, RN license, BSN, Bachelor of Science in Nursing, ADN, Licensed RN > Nursing 0.9
Licensed Practical Nurse | LPN, LVN, Licensed vocational nurse > Nursing 0.8
Nurse Practitioner | =NP, FNP, Family nurse practitioner, APRN, Advanced practice nursing > Nursing 0.9
Certified Nursing Assistant | CNA, Nursing assistant, Nurse aide, Nursing aide, STNA, Patient care technician, =PCT, Home health aide, HHA > Patient Care 0.8
Medical Assistant | Medical assisting, Clinical medical assistant, CCMA, Certified medical assistant > Patient Care 0.6
Patient Care | Direct patient care, Patient care services, Bedside care, Patient comfort, Quality patient care, Compassionate care, Total patient care, Holistic care, Activities of daily living, ADLs, ADL assistance
Patient Assessment | Patient assessments, Health assessments, Health assessment, Physical assessments, Physical assessment, Head-to-toe assessments, Nursing assessment, Clinical assessment, Patient evaluation, Assessing patients > Nursing 0.6
Care Planning | Care plans, Care plan, Nursing care plans, Plan of care, Patient care plans, Treatment plans, Treatment planning, Care coordination, Coordination of care > Nursing 0.5
Vital Signs | Vitals, Taking vitals, Vital signs monitoring, Blood pressure, Monitoring vital signs, Recording vital signs, Temperature pulse respiration > Patient Care 0.6
Medication Administration | Administering medications, Administer medications, Medication management, Medication pass, Med pass, Medication reconciliation, Dispensing medications, Drug administration, Oral medications, Injections, Administering injections, IM injections, Subcutaneous injections > Nursing 0.7
IV Therapy | IV insertion, IV starts, IV start, IV administration, IV medications, IV fluids, Intravenous therapy, Peripheral IV, PICC lines, PICC, Central lines, Infusion therapy, Venipuncture > Nursing 0.8
Phlebotomy | Phlebotomist, Blood draws, Blood drawing, Drawing blood, Specimen collection, Blood collection, Lab specimen collection > Patient Care 0.5
Wound Care | Wound management, Wound dressing, Dressing changes, Wound assessment, Wound vac, Pressure ulcers, Pressure injuries, Ostomy care, Decubitus care > Nursing 0.7
Infection Control | Infection prevention, Infection control procedures, Sterile technique, Aseptic technique, Universal precautions, Standard precautions, Isolation precautions, Hand hygiene, Sterilization
Triage | Patient triage, Triaging, Emergency triage, Telephone triage > Nursing 0.6
Critical Care | ICU, Intensive care, Intensive care unit, CCU, Critical care nursing, MICU, SICU, CVICU, Ventilator management, Mechanical ventilation > Nursing 0.7
Emergency Nursing | Emergency department, Emergency room, ER nursing, ED nursing, Trauma care, Trauma nursing, Emergency care, Emergency medicine > Nursing 0.7
Medical-Surgical Nursing | Med-surg, Med/Surg, Medical surgical, Medical-surgical, Telemetry unit, Telemetry nursing, Step-down unit, Progressive care > Nursing 0.8
Pediatric Nursing | Pediatrics, Paediatrics, Pediatric care, Peds, PICU, NICU, Neonatal care, Newborn care, Neonatal intensive care > Nursing 0.6
Labor and Delivery | Obstetrics, OB/GYN, Obstetric nursing, Maternity ward, Postpartum, Antepartum, Prenatal care, Postnatal care, Mother-baby, Midwifery, Midwife > Nursing 0.6
Oncology Nursing | Oncology, Chemotherapy administration, Chemotherapy, Cancer care, Radiation oncology, Hematology > Nursing 0.6
Geriatric Care | Geriatrics, Gerontology, Elder care, Elderly care, Long-term care, LTC, Nursing home, Assisted living, Skilled nursing facility, SNF, Memory care, Dementia care, Alzheimer's care, Senior care > Patient Care 0.6
Home Health | Home health care, Home healthcare, Home care, In-home care, Home visits, Visiting nurse > Patient Care 0.6
Hospice Care | Hospice, Palliative care, End-of-life care, Comfort care > Patient Care 0.6
Mental Health | Behavioral health, Behavioural health, Psychiatric nursing, Psychiatry, Psychiatric care, Mental health services, Crisis intervention, De-escalation, Substance abuse, Addiction treatment, Dual diagnosis, Mental health counseling
Case Management | Case manager, Case management services, Care management, Utilization review, Utilization management, Discharge planning, Transitions of care, Patient advocacy, Patient navigation
Patient Education | Health education, Patient teaching, Educating patients, Patient and family education, Health promotion, Health teaching, Disease prevention, Wellness education, Health coaching
Electronic Health Records | EHR, EMR, Electronic medical records, Electronic health record, EHR systems, Charting, Clinical documentation, Medical charting, Nursing documentation, Patient charting, Patient records, Medical records documentation
Epic Systems | Epic EHR, Epic EMR, Epic Hyperspace, EpicCare, ~Epic > Electronic Health Records 0.9 @ehr
Cerner | Cerner PowerChart, Oracle Health > Electronic Health Records 0.9
MEDITECH | Meditech > Electronic Health Records 0.9
Other EHR Systems | eClinicalWorks, Allscripts, athenahealth, Athena EHR, NextGen, PointClickCare, Kareo, Practice Fusion, Greenway, McKesson, Dentrix, Eaglesoft, Netsmart, CPSI > Electronic Health Records 0.9
Medical Terminology | Medical terms, Medical vocabulary, Knowledge of medical terminology, Anatomy and physiology, Anatomy, Physiology, Pharmacology
Medical Coding | ICD-10, ICD-9, ICD 10, CPT, CPT coding, HCPCS, DRG, Medical coder, Clinical coding, Diagnosis coding, Procedure coding, CPC, CCS coding, Coding compliance > Medical Billing 0.6
Medical Billing | Medical billing and coding, Healthcare billing, Insurance billing, Claims submission, Claim submission, Insurance claims processing, Denials management, Claim denials, Revenue cycle, Revenue cycle management, RCM, Superbills, Explanation of benefits, EOB, Payment posting
Insurance Verification | Eligibility verification, Benefits verification, Insurance authorization, Prior authorization, Prior authorizations, Pre-authorization, Pre-certification, Insurance eligibility
Medicare | Medicaid, Medicare and Medicaid, CMS guidelines, Medicare billing, Medicare regulations, Managed care, HMO, PPO, Third-party payers
HIPAA | HIPAA compliance, HIPAA regulations, Health Insurance Portability and Accountability Act, Patient confidentiality, Patient privacy, PHI, Protected health information
Medical Office Administration | Medical office, Medical front office, Medical receptionist, Patient registration, Patient intake, Patient check-in, Patient scheduling, Front desk medical, Medical secretary, Unit secretary, Unit clerk, Health unit coordinator
Healthcare Administration | Healthcare management, Health care management, Health administration, Hospital administration, Clinic management, Practice management, Medical practice management, Healthcare operations, Health services administration
Clinical Research | Clinical trials, Clinical trial, Clinical studies, Good Clinical Practice, IRB, Informed consent, Study coordinator, Clinical research coordinator, CRC, CRA monitoring, Protocol compliance, Case report forms, CRFs, Clinical data management
Pharmacy | Pharmacist, Pharmacy technician, Pharmacy tech, CPhT, Dispensing, Prescription processing, Filling prescriptions, Compounding, Medication dispensing, Drug interactions, Pharmaceutical care, PharmD
Laboratory Skills | Lab techniques, Laboratory techniques, Laboratory procedures, Lab testing, Laboratory testing, Lab work, Specimen processing, Clinical laboratory, Medical laboratory, Lab equipment, Laboratory equipment, Microscopy, Centrifuge, Pipetting, Cell culture, PCR, ELISA, Western blot, Gel electrophoresis, Titration, Spectrophotometry, Chromatography, HPLC
Radiology | Radiologic technology, Radiography, X-ray, X-rays, Imaging, Medical imaging, Diagnostic imaging, CT scans, CT scan, MRI, Ultrasound, Sonography, Mammography, Fluoroscopy, ARRT, Radiologic technologist
Respiratory Therapy | Respiratory therapist, RRT, Oxygen therapy, Nebulizer treatments, Airway management, Pulmonary function testing, ABG, Arterial blood gases, Intubation, Tracheostomy care
Physical Therapy | Physiotherapy, Physical therapist, Physiotherapist, DPT, Therapeutic exercise, Therapeutic exercises, Manual therapy, Gait training, Range of motion, ROM exercises, Mobility training, Rehabilitation exercises, Orthopedic rehabilitation > Rehabilitation 0.8
Occupational Therapy | Occupational therapist, OTR, COTA, Fine motor skills, Sensory integration, Adaptive equipment > Rehabilitation 0.8
Speech Therapy | Speech-language pathology, Speech language pathology, Speech pathologist, SLP, Speech therapist, Language therapy, Dysphagia, Swallowing therapy, Articulation therapy > Rehabilitation 0.6
Rehabilitation | Rehab, Rehabilitation services, Post-operative rehabilitation, Injury rehabilitation, Recovery programs, Restorative care, Cardiac rehabilitation, Physical rehabilitation
Dental Care | Dental assistant, Dental assisting, Dental hygiene, Dental hygienist, Chairside assisting, Dental radiographs, Dental x-rays, Oral hygiene, Teeth cleaning, Dental procedures, Dental office, Orthodontics, Periodontics, Prophylaxis
Emergency Medical Services | EMS, EMT, EMT-B, EMT-Basic, Paramedic, Emergency medical technician, Ambulance, Pre-hospital care, Prehospital care, Emergency response, First responder, NREMT
Basic Life Support | BLS, BLS certified, BLS certification, Basic life support certification, CPR, CPR certified, CPR certification, CPR/AED, AED, Cardiopulmonary resuscitation, CPR and First Aid, Heartsaver
First Aid | First aid certified, First aid certification, First-aid, First Aid/CPR, Red Cross first aid, Wilderness first aid
Advanced Cardiac Life Support | ACLS, ACLS certified, Advanced cardiovascular life support > Basic Life Support 0.8; Critical Care 0.5
Pediatric Advanced Life Support | =PALS, PALS certified, NRP, Neonatal resuscitation, ENPC, TNCC, Trauma Nursing Core Course > Basic Life Support 0.8
Cardiology | Cardiac care, Cardiac nursing, EKG, ECG, Electrocardiogram, 12-lead EKG, 12-lead ECG, Cardiac monitoring, Heart monitoring, Rhythm interpretation, Arrhythmia recognition, Cardiac catheterization, Cath lab
Surgical Care | Surgery, Surgical nursing, Operating room, OR nursing, Perioperative, Perioperative nursing, Pre-op, Post-op, Preoperative care, Postoperative care, PACU, Post-anesthesia care, Surgical technologist, Surgical tech, Scrub nurse, Circulating nurse, Sterile field
Anesthesia | Anesthesiology, CRNA, Nurse anesthetist, Sedation, Conscious sedation, Moderate sedation
Dialysis | Hemodialysis, Peritoneal dialysis, Nephrology, Renal care, Dialysis technician
Diabetes Management | Diabetes care, Diabetic care, Diabetes education, Insulin administration, Glucose monitoring, Blood glucose monitoring, Blood sugar monitoring, Glucometer, Diabetic teaching
Nutrition | Nutritionist, Dietitian, Dietician, Registered dietitian, Dietary planning, Diet planning, Meal planning, Nutrition counseling, Nutritional counseling, Nutritional assessment, Clinical nutrition, Dietetics, Nutrition education, Diet and nutrition, Sports nutrition, Nutrition plans, Nutritional guidance
Public Health | Community health, Population health, Epidemiology, Health policy, Global health, Health equity, Disease surveillance, Immunizations, Immunization, Vaccinations, Vaccines, Vaccine administration, Outbreak investigation
Occupational Health | Employee health, Workplace health, Occupational medicine, Occupational health nursing, Drug testing, Drug screens, Fit testing, Workers compensation cases
Patient Safety | Fall prevention, Falls prevention, Patient safety standards, Safe patient handling, Restraint management, Sentinel events, Incident reporting healthcare, Risk reduction healthcare
Quality Improvement Healthcare | Healthcare quality, Quality assurance healthcare, Clinical quality, Quality measures, Core measures, HEDIS, Joint Commission, JCAHO, Accreditation standards, CMS compliance, Survey readiness, Chart audits, Chart review, Evidence-based practice, EBP, Clinical guidelines, Best practices in nursing
Patient Relations | Patient satisfaction, Patient experience, Bedside manner, Patient communication, Communicating with patients and families, Family communication, Patient engagement, HCAHPS
Telehealth | Telemedicine, Virtual care, Remote patient monitoring, Telehealth visits, Telenursing
Medication Safety | Medication errors, Controlled substances, Narcotics count, Narcotic counts, Pyxis, Omnicell, Medication carts, Medication storage, eMAR, Medication administration record > Medication Administration 0.7
Catheterization | Foley catheter, Foley catheters, Urinary catheterization, Catheter insertion, Catheter care, Straight cath, NG tube, Nasogastric tube, G-tube, Feeding tubes, Tube feeding, Enteral feeding, Suctioning, Tracheal suctioning > Nursing 0.6
Specimen Handling | Specimen labeling, Urinalysis, Urine specimens, Point-of-care testing, POCT, Rapid testing, Glucose testing, Lab draws > Laboratory Skills 0.5
Medical Equipment | Medical devices, Patient monitors, Infusion pumps, IV pumps, Telemetry monitors, Hoyer lift, Mechanical lift, Durable medical equipment, DME, Biomedical equipment, Oxygen equipment
Chronic Disease Management | Chronic care, Chronic conditions, Chronic care management, Disease management, Hypertension management, COPD management, CHF management, Heart failure management
Clinical Skills | Clinical experience, Clinical rotations, Clinical practice, Clinical procedures, Clinicals, Hands-on clinical, Clinical knowledge, Clinical judgment, Clinical judgement, Clinical decision making, Clinical reasoning
Physician Assistant | PA-C, Physician assistant, Physician associate > Clinical Skills 0.8
Medical Diagnosis | Differential diagnosis, Medical diagnosis, History and physical, H&P, Physical examination, Physical exams, Patient history > Clinical Skills 0.6
Medicine | Doctor of Medicine, M.D., MBBS, Internal medicine, Family medicine, Primary care, General practice, General practitioner, Medical residency, Hospitalist, Medical practice
Psychology | Psychologist, Clinical psychology, Counseling psychology, Psychological assessment, Psychological testing, Psychotherapy, Cognitive behavioral therapy, CBT, !DBT, Dialectical behavior therapy, Therapy sessions, Talk therapy, Licensed psychologist
Counseling | Counselling, Counselor, Counsellor, Individual counseling, Group counseling, Family counseling, Crisis counseling, Grief counseling, Licensed professional counselor, LPC, LCSW, LMFT, Therapeutic relationships, Motivational interviewing
Social Work | Social worker, MSW, Social services, Case work, Caseworker, Child welfare, Child protective services, Family services, Community resources, Resource referral, Psychosocial assessment, Psychosocial support, Advocacy for clients
Applied Behavior Analysis | ABA, ABA therapy, BCBA, RBT, Registered behavior technician, Behavior intervention plans, Behavior support plans, Functional behavior assessment, FBA, Autism therapy > Psychology 0.5
Optometry | Optometrist, Optician, Ophthalmic, Ophthalmology, Eye exams, Vision testing, Vision screening, Contact lens fitting
Veterinary Care | Veterinary, Veterinarian, Vet tech, Veterinary technician, Veterinary assistant, Animal health, Animal care, Small animal care, Large animal care, Veterinary medicine, DVM, Animal handling, Animal restraint
Healthcare Compliance | Healthcare regulations, Health regulations, Regulatory compliance healthcare, Stark law, Anti-kickback, OSHA healthcare, CLIA
Medical Transcription | Medical transcriptionist, Transcription, Dictation, Transcribing, Transcribe medical
Sterile Processing | Central sterile, Instrument sterilization, Autoclave, Decontamination, Sterile supply, CRCST
Orthopedics | Orthopedic, Orthopaedic, Orthopaedics, Orthopedic nursing, Casting and splinting, Splinting, Orthotics, Prosthetics
Neurology | Neurological assessment, Neuro checks, Neuroscience nursing, Stroke care, Stroke unit, NIH Stroke Scale, Neurological care
Women's Health | Gynecology, Reproductive health, Family planning, Lactation, Breastfeeding support, Lactation consultant, IBCLC
Health Information Management | Health information technology, Medical records management, Release of information, RHIT, RHIA, Health informatics, Clinical informatics, Nursing informatics
`,
} as const satisfies Profession;
