import type { Profession } from './types';

export const fitness = {
  category: 'Fitness & Wellness',
  fields: ['fitness', 'recreation'],
  families: `
fitness | fitness and wellness | recreation social-services beauty | fitness@3 personal_trainer@3 trainer@3:0.5 group_fitness@3 yoga@3 pilates@3 exercise@3 gym@2 wellness@3 strength@3 fitness_coach@3 athletic@3 athletic_trainer@3 spin@3 zumba@3 aerobics@3 fitness_instructor@3 fitness_attendant@2 yoga_instructor@3 crossfit@3 coach@3:0.5 exercise_physiologist@3 wellness_coordinator@4 fitness_director@4
recreation | recreation and camps | fitness childcare social-services hospitality | recreation@3 camp_counselor@2 camp@2 activities_coordinator@3 lifeguard@2 sport@3 youth_program@3 recreation_coordinator@3 activity_director@4 kids_club@2 adventure@3:0.5
beauty | beauty and personal care | fitness retail | cosmetologist@2 hair_stylist@2 hairdresser@2 barber@2 esthetician@2 nail_technician@2 makeup_artist@2 salon@2 spa@2 massage_therapist@3 beauty@2
`,
  skills: `
Personal Training | Personal trainer, Personal fitness training, One-on-one training, 1:1 training, Private training, Fitness trainer, Fitness coach, Fitness coaching, Certified personal trainer, CPT certified > Exercise Programming 0.7
Group Fitness Instruction | Group fitness, Group fitness instructor, Group exercise, Group exercise classes, Fitness classes, Fitness instructor, Exercise classes, Bootcamp classes, Boot camp classes, Aerobics, Aerobics instructor, Step aerobics, Cycling classes, Indoor cycling, Spin classes, Spinning instructor > Exercise Programming 0.6
Exercise Programming | Exercise programs, Workout programs, Workout plans, Training programs for clients, Program design, Exercise prescription, Customized workouts, Individualized exercise, Exercise plans, Fitness programs, Periodization, Workout routines, Exercise routines, Fitness plans
Fitness Assessment | Fitness assessments, Fitness testing, Fitness evaluations, Body composition, Body composition analysis, Body fat testing, Postural assessment, Movement assessment, Functional movement screen, FMS, Client assessments
Strength and Conditioning | Strength training, Strength & conditioning, Conditioning, Weight training, Weightlifting, Resistance training, Powerlifting, Olympic lifting, CSCS, Certified Strength and Conditioning Specialist, Free weights, Kettlebells, Kettlebell training
Cardio Training | Cardiovascular training, Cardiovascular exercise, Cardio, Aerobic conditioning, Endurance training, HIIT, High-intensity interval training, Interval training, Circuit training, Running coach, Marathon training, Treadmill
Functional Training | Functional fitness, Functional movement, Mobility work, Core training, Core strength, Balance training, Plyometrics, Agility training, Speed and agility, TRX, Suspension training, CrossFit, CrossFit Level 1
Yoga | Yoga instructor, Yoga teacher, Vinyasa, Hatha yoga, Ashtanga, Power yoga, Yin yoga, RYT, RYT-200, RYT 200, Yoga Alliance, Restorative yoga, Prenatal yoga, Asanas, Pranayama
Pilates | Pilates instructor, Mat Pilates, Reformer, Reformer Pilates, Pilates reformer, Barre, Barre classes
Zumba | Zumba instructor, Dance fitness, Dance aerobics
Martial Arts | Karate, Taekwondo, Tae Kwon Do, Jiu-jitsu, Jiu Jitsu, BJJ, Judo, Kickboxing, Muay Thai, Boxing coach, Boxing training, MMA, Self-defense, Self defense, Krav Maga
Sports Coaching | Coaching athletes, Athletic coaching, Team coaching, Head coach, Assistant coach, Sports coach, Coaching sports, Youth coaching, Soccer coach, Basketball coach, Football coach, Volleyball coach, Track coach, Swim coach, Swimming instruction, Swim instructor, Tennis coach, Coaching clinics
Athletic Training | Athletic trainer, Sports medicine, Injury prevention, Sports injuries, Taping and wrapping, Athletic taping, Injury assessment, Return to play
Lifeguarding | Lifeguard, Lifeguard certified, Lifeguard certification, Water safety, Water safety instructor, WSI, Pool safety, Aquatics, Aquatic fitness, Water aerobics
Fitness Certifications | ACE certified, ACE Certified Personal Trainer, NASM, NASM-CPT, ACSM, ACSM certified, ISSA, NSCA, NSCA-CPT, AFAA, NCCPT, NFPT > Personal Training 0.8
Exercise Science | Kinesiology, Exercise physiology, Biomechanics, Human movement, Exercise physiologist, Sport science, Sports science, Movement science
Weight Management | Weight loss, Weight loss programs, Weight loss coaching, Fat loss, Body transformation, Healthy weight, Weight management programs
Wellness Coaching | Wellness, Wellness programs, Corporate wellness, Wellness coach, Health and wellness, Lifestyle coaching, Holistic wellness, Healthy lifestyle, Behavior change coaching, Wellbeing programs
Massage Therapy | Massage, Massage therapist, LMT, Licensed massage therapist, Deep tissue massage, Swedish massage, Sports massage, Myofascial release, Trigger point therapy, Reflexology, Prenatal massage
Spa Services | =Spa, Spa treatments, Facials, Esthetics, Esthetician, Aesthetician, Skin care treatments, Body treatments, Hair removal, Day spa
Cosmetology | Cosmetologist, Hair styling, Hairstyling, Hair stylist, Hairdresser, Hairdressing, Hair cutting, Haircuts, Hair coloring, Hair colour, Barbering, Barber, Blowouts, Salon services, Salon management, Nail technician, Manicures, Pedicures, Nail care, Makeup artistry, Makeup artist, Make-up artist, Bridal makeup, Lash extensions
Gym Operations | Gym management, Fitness center management, Health club management, Fitness facility, Gym floor, Membership sales, Gym memberships, Member retention, Club operations, Front desk gym, Fitness center operations
Recreation Programming | Recreation, Recreational activities, Recreation programs, Recreational programs, Parks and recreation, Camp counselor, Summer camp, Outdoor recreation, Outdoor education, Activity planning, Activities coordinator, Activity coordinator, Therapeutic recreation
Sports Management | Athletics administration, Athletic director, Sports administration, Sports events, Tournament organization, League management, Sports facilities, Sports marketing
Dance | Dancer, Dance instruction, Dance teacher, Dance instructor, Ballet, Jazz dance, Hip hop dance, Contemporary dance, Choreography, Choreographer, Ballroom dance, Tap dance
Outdoor Guiding | Hiking guide, Tour guide, Tour guiding, Wilderness guide, Outdoor leadership, Rock climbing instruction, Climbing instructor, Ski instructor, Snowboard instructor, Kayaking instruction, Adventure tourism
Rehabilitation Exercise | Corrective exercise, Post-rehab training, Injury rehabilitation exercise, Medical exercise, Senior fitness, Older adult fitness, Adaptive fitness, Special populations
Fitness Equipment | Exercise equipment, Gym equipment, Cardio equipment, Weight machines, Equipment maintenance gym, Equipment orientation
Meditation | Mindfulness, Mindfulness coaching, Meditation instruction, Breathwork, Breathing techniques, Stress reduction, Relaxation techniques, MBSR
`,
} as const satisfies Profession;
