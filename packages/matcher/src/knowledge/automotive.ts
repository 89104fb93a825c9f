import type { Profession } from './types';

export const automotive = {
  category: 'Automotive',
  fields: ['automotive', 'trades'],
  families: `
automotive | automotive service | trades sales aviation | automotive@2 auto@2 car@2:0.5 vehicle@2 diesel@2 automotive_technician@2 auto_mechanic@2 body_shop@2 collision@2 service_advisor@2 dealership@3 tire@2 auto_body@2 service_writer@2 lube_technician@1 automobile@2 motor@2:0.5
`,
  skills: `
Automotive Repair | Auto repair, Automotive service, Vehicle repair, Vehicle repairs, Car repair, Automotive maintenance, Vehicle maintenance, Auto mechanic, Automotive mechanic, Mechanic, Auto technician, Automotive technician, Service technician automotive, Light duty repair, General repair, Repair orders
Vehicle Diagnostics | Automotive diagnostics, Diagnostic scanners, Scan tools, OBD, OBD-II, OBD II, Computerized diagnostics, Engine diagnostics, Electrical diagnostics, Troubleshooting vehicles, Diagnose vehicles, Diagnosing vehicle problems, Snap-on, Engine analyzers > Automotive Repair 0.7
Engine Repair | Engine rebuilding, Engine overhaul, Engine rebuilds, Engine performance, Engine work, Engine maintenance, Engine replacement, Cylinder heads, Timing belts, Fuel injection, Fuel systems, Ignition systems, Emissions testing, Tune-ups, Tune ups > Automotive Repair 0.8
Brake Systems | Brakes, Brake repair, Brake service, Brake jobs, Brake pads, Brake rotors, Anti-lock brakes, Brake inspection > Automotive Repair 0.8
Suspension and Steering | Steering systems, Suspension systems, Wheel alignment, Wheel alignments, Front end alignment, Wheel balancing, Shocks and struts, Axles, CV joints, Power steering > Automotive Repair 0.8
Transmission Repair | Transmission repair, Transmission service, Drivetrain, Drive train, Clutch repair, Clutches, Transfer cases, Automatic transmissions, Manual transmissions, Powertrain > Automotive Repair 0.8
Automotive Electrical Systems | Auto electrical, Automotive electrical, Vehicle electrical systems, Starting and charging systems, Batteries and alternators, Alternators, Wiring harnesses, Vehicle wiring, Automotive electronics, Body electrical > Automotive Repair 0.7
Automotive HVAC | Auto AC, Automotive air conditioning, Vehicle air conditioning, Vehicle climate control, A/C recharge, AC recharge > Automotive Repair 0.7
Tire Service | Tires, Tyres, Tire changes, Tire rotation, Tire repair, Tire installation, Tire mounting, Mounting and balancing, Tire balancing, Tire technician
Oil Changes | Oil change, Lube technician, Lube tech, Quick lube, Fluid changes, Fluid checks, Fluid services, Filter changes, Preventive maintenance vehicles > Automotive Repair 0.5
ASE Certification | ASE, ASE certified, ASE Master Technician, ASE Master, Master Technician, ASE certifications, ASE A1, ASE A5, ASE L1, Manufacturer certifications > Automotive Repair 0.8
Diesel Mechanics | Diesel, Diesel mechanic, Diesel technician, Diesel engines, Diesel engine repair, Heavy-duty repair, Heavy duty trucks, Heavy truck repair, Fleet maintenance, Fleet mechanic, Fleet vehicles, Semi trucks, Tractor-trailer repair, Cummins, Detroit Diesel, Caterpillar engines, DOT inspections > Automotive Repair 0.7
Collision Repair | Auto body, Auto body repair, Body work, Bodywork automotive, Body shop, Collision, Dent repair, Paintless dent repair, PDR, Frame straightening, Frame repair, Panel beating, I-CAR, I-CAR certified > Automotive Repair 0.6
Automotive Painting | Auto painting, Automotive refinishing, Refinishing, Paint booth, Spray gun, Color matching automotive, Clear coat, Paint prep, Body filler, Sanding and priming
Auto Detailing | Car detailing, Auto detailer, Car detailer, Interior detailing, Exterior detailing, Paint correction, Ceramic coating, Buffing, Polishing vehicles, Car wash
Vehicle Inspection | Vehicle inspections, State inspections, Safety inspections vehicles, Multi-point inspections, Multipoint inspection, Pre-trip inspections, Post-trip inspections, Pre-trip inspection, DVIR > Automotive Repair 0.5
Hybrid and Electric Vehicles | Electric vehicles, EV, EVs, Hybrid vehicles, EV charging, Battery electric vehicles, High-voltage systems automotive, EV repair, Tesla
Automotive Service Advising | Service advisor, Service writer, Service consultant, Service manager automotive, Service department, Service drive, Writing repair orders, Warranty claims, Warranty work, Dealership service, Dealer management system, CDK Global, Reynolds and Reynolds, Mitchell 1, ALLDATA, AllData, Tekmetric, Shop management software
Parts Management | Parts department, Auto parts, Parts counter, Parts specialist, Parts ordering, Parts inventory, Parts sales, Parts lookup, Parts catalogs, OEM parts, Aftermarket parts
Automotive Engineering | Automotive engineer, Vehicle dynamics, Chassis design, Powertrain engineering, Vehicle testing, Vehicle integration, NVH, Crash testing, Automotive design, ADAS, Autonomous vehicles, CAN bus, CANbus, AUTOSAR, Automotive SPICE, ISO 26262, Functional safety
Small Engine Repair | Small engines, Outdoor power equipment, Motorcycle repair, Motorcycle mechanic, Marine engines, Outboard motors, Boat repair, Lawn mower repair, ATV repair, Powersports
Towing and Recovery | Tow truck, Towing, Roadside assistance, Vehicle recovery, Wrecker operator
Driving | Commercial driving, CDL, CDL-A, CDL Class A, CDL Class B, Class A CDL, Class B CDL, Truck driving, Truck driver, Delivery driver, Delivery driving, Route driving, Safe driving, Defensive driving, Clean driving record, Valid driver's license, Driver's license, Forklift driving, Chauffeur, Bus driver, School bus driver, Hazmat endorsement, Tanker endorsement, Over-the-road, OTR driving, Long haul, Local delivery
Fleet Management | Fleet operations, Fleet manager, Fleet coordination, Vehicle fleet, Fleet tracking, Telematics, GPS tracking, Fleet scheduling, Dispatch, Dispatching, Dispatcher, Route planning, Route optimization
Automotive Sales Support | Vehicle inventory, Lot management, Vehicle appraisals, Trade-ins, Vehicle delivery, Test drives > Automotive Sales 0.6
Machining Automotive | Brake lathe, Rotor resurfacing, Valve jobs, Engine machining > Engine Repair 0.6
Welding Automotive | Exhaust systems, Exhaust repair, Muffler repair, Exhaust welding > Automotive Repair 0.5
`,
} as const satisfies Profession;
