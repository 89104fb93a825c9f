// Two word lists for the background vocabulary (see vocabulary.ts), written by hand from general
// knowledge of English and of how resumes and job ads are written, not fitted on any data set.
// Words that name a kind of work ("account", "design", "sales", "patient", "menu") are left out on
// purpose: sharing them is evidence of fit.

/** Everyday English content words, roughly the most frequent few hundred. */
export const COMMON_ENGLISH = `
time times year years people way ways day days man men woman women thing things world life hand
hands part parts child children eye place places week weeks case cases point points number numbers
group groups problem problems fact area areas question questions home side kind head house end
member members line lines name names city cities state states country family night lot word words
issue issues month months right rights study mind idea ideas body back face others door person
persons moment air force order orders reason reasons morning minute minutes hour hours today
look looks looking want wanted give given gave use used uses using find found tell told ask asked
seem seemed feel felt try tried leave left call called calls need needed needs keep kept begin
began show showed shown hear heard run running move moved live lived believe hold held bring
brought happen happened sit stand lose lost meet met include includes included including continue
continued set sets learn learned learning change changes changed follow followed following stop
stopped speak read allow allowed add added adding spend spent grow grew grown open opened walk
win won offer offered offers remember consider considered appear buy wait stay fall cut reach
reached remain remained suggest raise pass passed decide decided pull return returned hope carry
take taken took make made makes making go going went get got getting gets come came coming know
known knowing think thought see seen saw say said says put puts turn turned start started starts
starting end ended ending ensure ensured ensuring provide provided provides providing
good better best great greater greatest new newer old older high higher highest low lower large
larger largest small smaller big little long longer short early earlier late later young
important different able available free full whole sure true real certain clear hard easy simple
possible likely major main general common local national international public private special
particular recent current currently last next previous first second third fourth fifth ten
hundred thousand million billion single double several many various variety multiple own
including total top key basic wide strong strongly excellent outstanding exceptional effective
effectively efficient efficiently successful successfully quickly highly well daily weekly
monthly annual annually yearly regular regularly related relevant appropriate necessary needed
additional potential overall positive within across based upon able ability abilities
also always never sometimes usually already still even just really quite almost often
january february march april may june july august september october november december jan feb
mar apr jun jul aug sep sept oct nov dec monday friday weekend
`;

/** Places: where someone lives or a company sits says nothing about the work. */
export const PLACES = `
usa us united states america american canada uk kingdom england london india europe remote hybrid
onsite on-site al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv
nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc alabama alaska arizona
arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana
iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont
virginia washington wisconsin wyoming york jersey carolina dakota francisco angeles chicago
houston boston seattle atlanta dallas denver austin miami phoenix philadelphia san los new
`;

/** The register of resumes and job ads: words nearly every one of them uses, whatever the job. */
export const WORK_REGISTER = `
experience experienced experiences skill skills skilled summary professional professionally
profile objective responsible responsibility responsibilities duty duties company companies
organization organizations organizational position positions role roles job jobs career careers
team teams teamwork work worked works working manage managed manages managing management
support supported supporting supports assist assisted assisting assistance help helped helping
develop developed developing development maintain maintained maintaining maintenance coordinate
coordinated coordinating coordination perform performed performing performance prepare prepared
preparing preparation handle handled handling oversee oversaw overseeing oversight conduct
conducted conducting complete completed completing completion achieve achieved achievement
achievements accomplishment accomplishments accomplished result results resulted deliver
delivered delivering improve improved improving improvement improvements increase increased
increasing reduce reduced reducing implement implemented implementing implementation establish
established create created creating creation identify identified identifying review reviewed
reviewing reviews monitor monitored monitoring resolve resolved resolving assure assured
utilize utilized utilizing apply applied applying work-related knowledge knowledgeable
proficient proficiency familiar familiarity understanding detail details detailed oriented
communication communications communicate communicated interpersonal motivated self driven
dedicated committed hardworking reliable dependable responsible flexible ability capable
attention accuracy accurate timely deadline deadlines fast paced environment environments
opportunity opportunities goal goals objective objectives seeking seek seeks candidate
candidates qualification qualifications qualified requirement requirements require required
requires preferred prefer plus must minimum years strong demonstrated proven track record
excellent solid hands-on references available upon request
education degree degrees bachelor bachelors master masters diploma university college
certificate certification certifications certified coursework gpa graduate graduated honors
activities interests languages additional information accomplishments highlights summary
present current city state zip address phone email mobile linkedin resume curriculum vitae
company name employer employment employed full-time part-time time full part contract
office microsoft windows excel word outlook powerpoint computer computers software internet
data system systems program programs project projects plan plans planning planned report
reports reporting reported document documents documentation documented record records file
files process processes processing procedure procedures policy policies standard standards
task tasks activity operation operations operational daily day-to-day ongoing department
departments level levels member staff individual individuals employees employee
colleagues peers internal external various multiple wide range new existing key
meeting meetings schedule scheduled scheduling training trained train trainings
information solution solutions service services quality efficiency productivity
business businesses industry industries leadership lead led leading leader
tool tools hands-on such
`;
