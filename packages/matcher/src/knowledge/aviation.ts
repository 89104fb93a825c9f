import type { Profession } from './types';

export const aviation = {
  category: 'Aviation',
  fields: ['aviation'],
  families: `
aviation | aviation | trades transport military | pilot@3 aviation@3 aircraft@3 airline@3 flight@3 co-pilot@3 copilot@3 first_officer@3 captain@4:0.5 flight_engineer@3 avionics@3 aviation_mechanic@2 aircraft_mechanic@2 air_traffic@3 flight_attendant@2 aerospace@3 airport@2 aviator@3 flight_instructor@3 airframe@2 ramp_agent@1 passenger_service@2
`,
  skills: `
Piloting | Airline pilot, Commercial pilot, Private pilot, Flight experience, Flight hours, Flight time, Total flight time, =PIC, Pilot in command, Second in command, First officer, Co-pilot, Copilot, Flight operations, Flight deck, Cockpit
Pilot Licenses | ATP, ATPL, Airline Transport Pilot, CPL, Commercial Pilot License, Commercial Pilot Licence, PPL, Private Pilot License, Instrument rating, IFR rating, Multi-engine rating, Multi-engine, Type rating, Type ratings, CFI, CFII, MEI, Certified Flight Instructor, Flight instructor, First class medical, FAA certificate, FAA licensed > Piloting 0.8
Flight Planning | Flight plans, Flight plan, Air navigation, Aerial navigation, Weather analysis, Aviation weather, Weight and balance, Fuel planning, Route planning flights, Dispatch aviation, Flight dispatch, Flight dispatcher, Aircraft dispatcher
Instrument Flying | IFR, VFR, Instrument flight rules, Visual flight rules, Instrument approaches, Autopilot, Flight management systems, FMS aviation, Glass cockpit, Garmin G1000, Avionics systems operation > Piloting 0.7
Aviation Safety | Flight safety, Aviation safety management, Crew resource management, Emergency procedures aviation, Safety and emergency procedures, Pre-flight checks, Preflight inspections, Pre-flight inspections, Preflight, Checklists aviation
Aviation Regulations | FAA regulations, Aircraft certification, Airworthiness certification, Type certification, FARs, Federal Aviation Regulations, FAR Part 121, Part 121, Part 135, Part 91, FAR 91, FAA, EASA, ICAO, Civil aviation regulations, DGCA, CAA, Airworthiness directives, Transport Canada aviation
Aircraft Maintenance | Aircraft mechanic, Aviation maintenance, Aircraft maintenance technician, AMT, A&P, A&P mechanic, Airframe and Powerplant, Airframe, Aircraft inspection, Aircraft inspections, Line maintenance, Heavy maintenance, Base maintenance, MRO, Aircraft repair, Sheet metal aircraft, Aircraft engines, Jet engines, Turbine engines, Gas turbines, Aircraft systems, Landing gear, Borescope inspections, Non-destructive testing, NDT, NDI
Avionics | Avionics technician, Avionics systems, Aircraft electrical systems, Aircraft wiring, Navigation systems aircraft, Communication systems aircraft, Radar systems, Transponders, Autopilot systems
Air Traffic Control | Air traffic controller, ATC, Air traffic management, Radar control, Tower control, Approach control, Airspace management, Airspace
Flight Attendant | Flight attendants, Cabin crew, Cabin service, In-flight service, Inflight service, Passenger safety, Passenger service, Cabin safety, Safety demonstrations, Emergency evacuation, Purser
Airport Operations | Airport, Airports, Ground operations, Ground handling, Ramp operations, Ramp agent, Baggage handling, Aircraft marshalling, Aircraft fueling, Refueling aircraft, De-icing, Gate operations, Gate agent, Airline ticketing, Ticket agent, Passenger check-in, Check-in agent, Airline operations, Airline customer service, Passenger boarding
Aviation Security | TSA, Airport security, Passenger screening, Baggage screening, Security screening, Screening procedures
Cargo Operations | Air cargo, Cargo handling, Freight handling, Air freight, Cargo loading, Load planning, ULD, Dangerous goods, Hazardous materials shipping, IATA DGR, Dangerous goods regulations
Aerospace Manufacturing | Aircraft assembly, Aerospace assembly, Composite repair, Riveting, Sheet metal fabrication aircraft, Structures mechanic, Aircraft structures, Aerospace quality, AS9100 quality
Drone Operations | Drones, UAV, UAS, Unmanned aerial vehicles, Drone pilot, Part 107, Remote pilot certificate, Aerial photography, Aerial surveying
Aviation Management | Airline management, Aviation operations, Airline operations management, Aviation administration, Crew scheduling, Flight scheduling, Crew management, Fleet planning aviation
Military Aviation | Navy pilot, Army aviation, Military pilot, Military aircraft, Helicopter pilot, Helicopters, Rotary wing, Fixed wing, Black Hawk, UH-60
Aircraft Types | Boeing 737, Boeing 747, Boeing 757, Boeing 767, Boeing 777, Boeing 787, Airbus A320, Airbus A330, Airbus A350, Embraer, Bombardier, CRJ, Cessna, Beechcraft, King Air, Gulfstream > Piloting 0.5
`,
} as const satisfies Profession;
