/**
 * The Swahili of the messages the API answers and the shared form rules give, keyed by their English
 * text exactly as the rules and the server write it (one catalogue for the server and the browser).
 * The English stays the source: a message with no entry here is answered in English.
 */
export const MESSAGES_SW: Readonly<Record<string, string>> = {
  // Both parties declare a notice of marriage (issue 24).
  'No such notice of marriage': 'Hakuna notisi kama hiyo ya ndoa',
  'Only the party named in the notice can make this declaration, from their own verified account':
    'Ni upande uliotajwa katika notisi pekee unaoweza kutoa tamko hili, kutoka akaunti yake iliyothibitishwa',
  'Only the applicant can ask the parties to declare': 'Ni mwombaji pekee anayeweza kuomba pande zitoe tamko',
  'You are this party: make your own declaration instead of inviting yourself':
    'Wewe ndiye upande huu: toa tamko lako mwenyewe badala ya kujialika',
  'This party has already declared the notice as it reads': 'Upande huu tayari umetoa tamko kuhusu notisi ilivyo',
  'The declarations of this notice are closed: it has been submitted, decided or withdrawn':
    'Matamko ya notisi hii yamefungwa: imewasilishwa, imeamuliwa au imeondolewa',
  'The applicant has not asked this party to declare': 'Mwombaji hajaomba upande huu utoe tamko',
  'There is no declaration of this party to withdraw': 'Hakuna tamko la upande huu la kuondoa',
  'A notice that has been published or decided can no longer be withdrawn':
    'Notisi iliyochapishwa au kuamuliwa haiwezi kuondolewa tena',
  'There is no invitation of this party to decline': 'Hakuna mwaliko wa upande huu wa kukataa',
  'An invitation was sent to this party a few minutes ago: wait 10 minutes before sending another':
    'Mwaliko ulitumwa kwa upande huu dakika chache zilizopita: subiri dakika 10 kabla ya kutuma mwingine',
  'Both parties must make their declaration before the notice can be paid':
    'Pande zote mbili lazima zitoe tamko kabla notisi haijalipiwa',
  'Both parties must have declared the notice as it reads before it is published':
    'Pande zote mbili lazima ziwe zimetoa tamko kuhusu notisi ilivyo kabla haijachapishwa',
  'Choose the party': 'Chagua upande',
  'Give the version of the notice you read': 'Taja toleo la notisi uliyosoma',
  'Choose how to send the invitation': 'Chagua jinsi ya kutuma mwaliko',
  'Confirm your particulars': 'Thibitisha taarifa zako',
  'Confirm each of your particulars': 'Thibitisha kila taarifa yako',
  'Make this declaration to go on': 'Toa tamko hili ili kuendelea',
  'Give the reason for declining': 'Taja sababu ya kukataa',
  'Give the reason for declining in at least 10 characters': 'Taja sababu ya kukataa kwa herufi zisizopungua 10',
  'Give the reason for withdrawing': 'Taja sababu ya kuondoa',
  'Give the reason for withdrawing in at least 10 characters': 'Taja sababu ya kuondoa kwa herufi zisizopungua 10',
  "This application's form does not meet the service's rules: request corrections from the applicant before approving it":
    'Fomu ya ombi hili haikidhi masharti ya huduma: omba mwombaji afanye marekebisho kabla ya kuliidhinisha',
  // The checks of a notice of marriage.
  'The two ID numbers differ': 'Nambari mbili za vitambulisho zinatofautiana',
  'Enter both ID numbers': 'Weka nambari zote mbili za vitambulisho',
  'No other notice of this couple is waiting or published':
    'Hakuna notisi nyingine ya wanandoa hawa inayosubiri au iliyochapishwa',
  "This couple's notice of marriage is already with the registry: the couple cannot give a second notice while that one stands":
    'Notisi ya ndoa ya wanandoa hawa tayari iko kwenye masjala: hawawezi kutoa notisi ya pili wakati hiyo bado ipo',
  'Enter the intended date': 'Weka tarehe inayokusudiwa',
  'The intended date of marriage cannot be in the past': 'Tarehe inayokusudiwa ya ndoa haiwezi kuwa imepita',
  'Choose a day after today': 'Chagua siku baada ya leo',
  'Enter the date of birth and the intended date': 'Weka tarehe ya kuzaliwa na tarehe inayokusudiwa',
  'Choose the licensed place': 'Chagua mahali penye leseni',
  'Enter the number of your private-venue special licence': 'Weka nambari ya leseni yako maalum ya mahali binafsi',
  'A billable with this code exists already': 'Tozo yenye msimbo huu tayari ipo',
  'A certified copy is of your own register entry: complete your profile with your ID number (account onboarding) before you apply.':
    'Nakala iliyothibitishwa ni ya ingizo lako mwenyewe kwenye rejista: kamilisha wasifu wako kwa nambari yako ya kitambulisho (usajili wa akaunti) kabla ya kutuma ombi.',
  'A new price cannot start in the past; choose today or a later date':
    'Bei mpya haiwezi kuanza siku zilizopita; chagua leo au tarehe ya baadaye',
  'A party must be at least 18': 'Mhusika lazima awe na umri wa angalau miaka 18',
  'A price can only be scheduled from tomorrow on': 'Bei inaweza kupangwa kuanzia kesho tu',
  'A rectification is of your own register entry: complete your profile with your ID number (account onboarding) before you apply.':
    'Marekebisho ni ya ingizo lako mwenyewe kwenye rejista: kamilisha wasifu wako kwa nambari yako ya kitambulisho (usajili wa akaunti) kabla ya kutuma ombi.',
  'A tax head with this code exists already': 'Kichwa cha ada chenye msimbo huu tayari kipo',
  'A whole number': 'Nambari kamili',
  'Add at least one tax head': 'Ongeza angalau kichwa kimoja cha ada',
  'Amounts are in KES': 'Kiasi ni kwa KES',
  'An account with this e-mail address already exists': 'Akaunti yenye anwani hii ya barua pepe tayari ipo',
  'An account with this phone number already exists': 'Akaunti yenye nambari hii ya simu tayari ipo',
  'An objection to this notice is open; it must be decided before the wedding is booked':
    'Kuna pingamizi dhidi ya tangazo hili ambalo bado liko wazi; lazima liamuliwe kabla ya harusi kupangiwa nafasi',
  'An organisation can order certified copies only of an entry found in one of its completed register searches: search the register first, then order from the result':
    'Shirika linaweza kuagiza nakala zilizothibitishwa za ingizo lililopatikana katika mojawapo ya upekuzi wake wa rejista uliokamilika tu: pekua rejista kwanza, kisha uagize kutoka kwenye matokeo',
  'An organisation with this registration number is already registered':
    'Shirika lenye nambari hii ya usajili tayari limesajiliwa',
  'Another officiant of yours holds this licence number': 'Mfungishaji wako mwingine ana nambari hii ya leseni',
  'Another request changed this at the same moment; please try again.':
    'Ombi lingine limebadilisha hiki wakati huo huo; tafadhali jaribu tena.',
  'At least 10 people': 'Angalau watu 10',
  'Give the address the courier is to deliver to': 'Toa anwani ambayo mhudumu wa usafirishaji atafikisha hati',
  'Only staff who work on this application can record its dispatch':
    'Ni wafanyakazi wanaoshughulikia ombi hili pekee wanaoweza kurekodi utumaji wake',
  'Courier delivery was not bought with this application': 'Usafirishaji wa hati haukulipiwa pamoja na ombi hili',
  'No document of this application has been issued yet: record the dispatch once it is':
    'Hakuna hati ya ombi hili iliyotolewa bado: rekodi utumaji ikishatolewa',
  'The documents of this application have already been dispatched': 'Hati za ombi hili zimeshatumwa',
  'This extra is not offered with this service': 'Huduma hii ya ziada haitolewi pamoja na huduma hii',
  'At least one copy': 'Angalau nakala moja',
  'At least one slot must fit between opening and closing':
    'Angalau nafasi moja lazima itoshee kati ya saa ya kufungua na ya kufunga',
  'At most 10 tax heads': 'Vichwa vya ada visivyozidi 10',
  'At most 100%': 'Isizidi 100%',
  'At most 100000 people': 'Watu wasiozidi 100000',
  'At most 120 characters': 'Herufi zisizozidi 120',
  'At most KES 1,000,000': 'Isizidi KES 1,000,000',
  'At most KES 10,000,000': 'Isizidi KES 10,000,000',
  'Change the e-mail address or the phone number': 'Badilisha anwani ya barua pepe au nambari ya simu',
  'Choose a district by its code': 'Chagua wilaya kwa msimbo wake',
  'Choose a district from the list': 'Chagua wilaya kutoka kwenye orodha',
  'Choose a file': 'Chagua faili',
  "Choose a marriage room of the notice's district": 'Chagua chumba cha ndoa cha wilaya ya tangazo',
  'Choose a service': 'Chagua huduma',
  'Choose a time in the future': 'Chagua muda ujao',
  'Choose an active officer of the district': 'Chagua afisa aliye kazini katika wilaya hii',
  'Choose an individual or an organisation account': 'Chagua akaunti ya mtu binafsi au ya shirika',
  'Choose an officer': 'Chagua afisa',
  'Choose at least one weekday': 'Chagua angalau siku moja ya wiki',
  'Choose month, week or day': 'Chagua mwezi, wiki au siku',
  'Choose one of the last twelve closed months': 'Chagua mojawapo ya miezi kumi na miwili iliyopita iliyofungwa',
  'Choose one of the particulars the list offers': 'Chagua mojawapo ya taarifa zilizo kwenye orodha',
  'Choose one of your licensed venues': 'Chagua mojawapo ya maeneo yako yenye leseni',
  'Choose one of your officiants': 'Chagua mmoja wa wafungishaji wako',
  'Choose the condition': 'Chagua hali ya ndoa',
  'Choose the country': 'Chagua nchi',
  'Choose the date and time': 'Chagua tarehe na saa',
  'Choose the district': 'Chagua wilaya',
  'Choose the district of residence': 'Chagua wilaya ya makazi',
  'Choose the kind of identity document': 'Chagua aina ya hati ya utambulisho',
  'Choose the kind of organisation': 'Chagua aina ya shirika',
  'Choose the kind of place': 'Chagua aina ya mahali',
  'Choose the month the return is for': 'Chagua mwezi wa taarifa hii',
  'Choose the particular to correct': 'Chagua taarifa ya kurekebisha',
  'Choose the room': 'Chagua chumba',
  'Choose the service': 'Chagua huduma',
  'Choose the sex': 'Chagua jinsia',
  'Choose the slot': 'Chagua nafasi',
  'Choose the staff role': 'Chagua wadhifa wa mtumishi',
  'Choose the stamp image': 'Chagua picha ya muhuri',
  'Choose the tax head': 'Chagua kichwa cha ada',
  'Choose the weekdays': 'Chagua siku za wiki',
  'Choose where the marriage will be celebrated': 'Chagua mahali ndoa itakapofungwa',
  'Choose why it must be there': 'Chagua sababu ya kufanyika hapo',
  'Choose why you cannot wait': 'Chagua sababu ya kutoweza kusubiri',
  'Choose yes or no': 'Chagua ndiyo au hapana',
  'Claim this application before you act on it': 'Chukua ombi hili kabla ya kulishughulikia',
  'DEMO_SIGNUP_CODES must be on or off': 'DEMO_SIGNUP_CODES lazima iwe on au off',
  'Enable this account before sending it a password reset':
    'Washa akaunti hii kabla ya kuitumia ujumbe wa kuweka upya nenosiri',
  'Enter a percentage': 'Weka asilimia',
  'Enter a phone number or e-mail address': 'Weka nambari ya simu au anwani ya barua pepe',
  'Enter a time as hh:mm': 'Weka saa kwa mfumo hh:mm',
  'Enter a whole number': 'Weka nambari kamili',
  'Enter an amount in KES': 'Weka kiasi kwa KES',
  'Enter the 3 or 4 digits of the CVC': 'Weka tarakimu 3 au 4 za CVC',
  'Enter the ID number': 'Weka nambari ya kitambulisho',
  'Enter the ID number as printed': 'Weka nambari ya kitambulisho kama ilivyochapishwa',
  'Enter the ID number as printed on the card': 'Weka nambari ya kitambulisho kama ilivyochapishwa kwenye kadi',
  'Enter the capacity': 'Weka idadi ya watu wanaotosha',
  'Enter the card number': 'Weka nambari ya kadi',
  'Enter the document number': 'Weka nambari ya hati',
  'Enter the document number as printed': 'Weka nambari ya hati kama ilivyochapishwa',
  'Enter the e-mail address or phone number you signed up with':
    'Weka anwani ya barua pepe au nambari ya simu uliyojisajili nayo',
  'Enter the expiry date as MM/YY': 'Weka tarehe ya kuisha muda kwa mfumo MM/YY',
  'Enter the full name as it should read: letters, spaces, apostrophes, dots and hyphens, at least two names':
    'Weka jina kamili jinsi linavyopaswa kusomeka: herufi, nafasi, apostrofi, nukta na vistari, angalau majina mawili',
  'Enter the name of the officiant': 'Weka jina la mfungishaji',
  'Enter the name of the witness': 'Weka jina la shahidi',
  'Enter the name on the card': 'Weka jina lililo kwenye kadi',
  'Enter the officiant licence number as printed (letters, digits, / and -)':
    'Weka nambari ya leseni ya mfungishaji kama ilivyochapishwa (herufi, tarakimu, / na -)',
  "Enter the officiant's full name": 'Weka jina kamili la mfungishaji',
  'Enter the price in KES': 'Weka bei kwa KES',
  'Enter the time of the celebration': 'Weka saa ya kufungwa kwa ndoa',
  'Enter your name': 'Weka jina lako',
  'Enter your password': 'Weka nenosiri lako',
  'Explain the reason': 'Eleza sababu',
  'Fees are in KES': 'Ada ni kwa KES',
  'Fees paid': 'Ada zilizolipwa',
  'Give the age in whole years': 'Weka umri kwa miaka kamili',
  'Give the age in years': 'Weka umri kwa miaka',
  'Give the number of copies': 'Weka idadi ya nakala',
  'Give the reason': 'Toa sababu',
  'Give the reason for the decision': 'Toa sababu ya uamuzi',
  'Give the reason in at least 10 characters': 'Toa sababu kwa herufi 10 au zaidi',
  'Give the register entry number, or the name of one of the parties (at least 3 letters)':
    'Weka nambari ya ingizo la rejista, au jina la mmoja wa wahusika (angalau herufi 3)',
  "Give the signatory's name": 'Weka jina la mtia saini',
  "Give the signatory's title": 'Weka cheo cha mtia saini',
  'Give the target days per stage': 'Weka idadi ya siku lengwa kwa kila hatua',
  'If an account matches, we sent it a 6-digit code': 'Ikiwa akaunti inalingana, tumeitumia msimbo wa tarakimu 6',
  'Incorrect username and password': 'Jina la mtumiaji na nenosiri si sahihi',
  'Invalid value': 'Thamani si halali',
  'List the marriages': 'Orodhesha ndoa',
  'List the tax heads': 'Orodhesha vichwa vya ada',
  'Margin notes': 'Maelezo ya pembeni',
  'Name at least one officiant': 'Taja angalau mfungishaji mmoja',
  'Name at most 20 officiants': 'Taja wafungishaji wasiozidi 20',
  'Name the application': 'Taja ombi',
  'Name the notice': 'Taja tangazo',
  'Name the two witnesses': 'Taja mashahidi wawili',
  'Name two witnesses': 'Taja mashahidi wawili',
  "No register entry has this number: check it, or leave it empty and give the marriage's particulars":
    'Hakuna ingizo la rejista lenye nambari hii: ihakiki, au iache wazi na utoe taarifa za ndoa',
  "No register entry has this number: find the marriage by its entry number or by the parties' names":
    'Hakuna ingizo la rejista lenye nambari hii: tafuta ndoa kwa nambari ya ingizo lake au kwa majina ya wahusika',
  'No register search of yours has this reference: choose one of your own completed searches':
    'Hakuna upekuzi wako wa rejista wenye kumbukumbu hii: chagua mojawapo ya upekuzi wako uliokamilika',
  'No such application': 'Ombi hili halipo',
  'No such booking': 'Nafasi hii iliyopangwa haipo',
  'No such district': 'Wilaya hii haipo',
  'No such document': 'Hati hii haipo',
  'No such institution': 'Taasisi hii haipo',
  'No such licence': 'Leseni hii haipo',
  'No such marriage room': 'Chumba hiki cha ndoa hakipo',
  'No such notice': 'Tangazo hili halipo',
  'No such objection': 'Pingamizi hili halipo',
  'No such officiant': 'Mfungishaji huyu hayupo',
  'No such payment': 'Malipo haya hayapo',
  'No such price': 'Bei hii haipo',
  'No such receipt': 'Risiti hii haipo',
  'No such register book': 'Kitabu hiki cha rejista hakipo',
  'No such register entry': 'Ingizo hili la rejista halipo',
  'No such service': 'Huduma hii haipo',
  'No such stamp': 'Muhuri huu haupo',
  'Not found': 'Haipatikani',
  'Only PDF, JPEG or PNG files are accepted': 'Faili za PDF, JPEG au PNG pekee ndizo zinazokubaliwa',
  'Only a court can file a divorce return': 'Mahakama pekee ndiyo inaweza kuwasilisha taarifa ya talaka',
  'Only a director or the Registrar General decides objections':
    'Mkurugenzi au Msajili Mkuu pekee ndiye anayeamua mapingamizi',
  'Only a draft can be deleted; withdraw it instead': 'Rasimu pekee ndiyo inaweza kufutwa; badala yake liondoe',
  'Only a licensed institution registers the marriages it celebrated':
    'Taasisi yenye leseni pekee ndiyo inayosajili ndoa ilizofungisha',
  'Only an administrator manages accounts': 'Msimamizi pekee ndiye anayesimamia akaunti',
  'Only an administrator or the Registrar General reads the audit log':
    'Msimamizi au Msajili Mkuu pekee ndiye anayesoma kumbukumbu za ukaguzi',
  'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) keeps an officiants list':
    'Ni taasisi inayofungisha ndoa pekee (kanisa, msikiti, hekalu au shirika lenye leseni) inayotunza orodha ya wafungishaji',
  'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) registers an institution marriage':
    'Ni taasisi inayofungisha ndoa pekee (kanisa, msikiti, hekalu au shirika lenye leseni) inayosajili ndoa ya taasisi',
  'Only an officer or the couple books a wedding': 'Afisa au wanandoa pekee ndio wanaopanga harusi',
  'Only an officer or the couple cancels a booking': 'Afisa au wanandoa pekee ndio wanaoghairi nafasi iliyopangwa',
  'Only an officer records a celebration': 'Afisa pekee ndiye anayerekodi kufungwa kwa ndoa',
  'Only an officer schedules a visit': 'Afisa pekee ndiye anayepanga ziara',
  'Only individual accounts are onboarded with a national ID':
    'Akaunti za watu binafsi pekee ndizo husajiliwa kwa kitambulisho cha taifa',
  'Only registry staff can read this setting':
    'Watumishi wa ofisi ya usajili pekee ndio wanaoweza kusoma mpangilio huu',
  'Only registry staff see the proposed entries; you see the result once confirmed':
    'Watumishi wa ofisi ya usajili pekee ndio wanaoona maingizo yanayopendekezwa; utaona matokeo yakishathibitishwa',
  'Only staff accounts have a role and a district': 'Akaunti za watumishi pekee ndizo zina wadhifa na wilaya',
  'Only staff who work on this application can comment on it':
    'Ni watumishi wanaoshughulikia ombi hili pekee wanaoweza kuliwekea maoni',
  'Only the Registrar General can upload the certificate stamp':
    'Msajili Mkuu pekee ndiye anayeweza kupakia muhuri wa vyeti',
  'Only the Registrar General revokes a licence': 'Msajili Mkuu pekee ndiye anayebatilisha leseni',
  'Only the applicant can change the documents of this application':
    'Mwombaji pekee ndiye anayeweza kubadilisha hati za ombi hili',
  'Only the applicant can change this application': 'Mwombaji pekee ndiye anayeweza kubadilisha ombi hili',
  'Only the applicant can delete this application': 'Mwombaji pekee ndiye anayeweza kufuta ombi hili',
  'Only the applicant can pay for an application': 'Mwombaji pekee ndiye anayeweza kulipia ombi',
  'Only the applicant can take this step': 'Mwombaji pekee ndiye anayeweza kuchukua hatua hii',
  'Only the institution keeps its officiants list':
    'Taasisi yenyewe pekee ndiyo inayotunza orodha ya wafungishaji wake',
  'PORT must be a number': 'PORT lazima iwe nambari',
  'Please correct the highlighted fields': 'Tafadhali sahihisha sehemu zilizoangaziwa',
  'Reload the account: send the version you were shown': 'Pakia upya akaunti: tuma toleo ulilooneshwa',
  Required: 'Inahitajika',
  'Say whether the officiant is active': 'Sema kama mfungishaji yuko kazini',
  'Say which document this is': 'Sema hati hii ni ipi',
  'Send one image': 'Tuma picha moja',
  'Send one image, in the field "image"': 'Tuma picha moja, katika sehemu "image"',
  'Send the record as a JSON object': 'Tuma rekodi kama kitu cha JSON',
  'Sign in to continue': 'Ingia ili kuendelea',
  'Something went wrong on our side. Please try again.': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  'State the grounds of your objection': 'Eleza sababu za pingamizi lako',
  'TRUST_PROXY_HOPS must be a number': 'TRUST_PROXY_HOPS lazima iwe nambari',
  'The account already has this role': 'Akaunti tayari ina wadhifa huu',
  'The amount is missing': 'Kiasi hakipo',
  'The amount must be a number': 'Kiasi lazima kiwe nambari',
  'The applicant has no register search with this reference': 'Mwombaji hana upekuzi wa rejista wenye kumbukumbu hii',
  'The application changed and no longer takes this document': 'Ombi limebadilika na halipokei tena hati hii',
  'The checkout id is missing': 'Kitambulisho cha malipo hakipo',
  'The code is incorrect': 'Msimbo si sahihi',
  'The correct value is the one the register already holds: give the value the entry should hold':
    'Thamani sahihi ndiyo ile ambayo rejista tayari inayo: toa thamani ambayo ingizo linapaswa kuwa nayo',
  'The date of the celebration cannot be in the future': 'Tarehe ya kufungwa kwa ndoa haiwezi kuwa siku zijazo',
  'The decree': 'Amri ya talaka',
  'The decree absolute cannot be dated in the future': 'Amri kamili ya talaka haiwezi kuwa na tarehe ya siku zijazo',
  'The district is the district of the licensed venue': 'Wilaya ni wilaya ya eneo lenye leseni',
  'The file is empty': 'Faili ni tupu',
  'The file is larger than 10 MB': 'Faili ni kubwa kuliko MB 10',
  'The file of this document is missing; ask the registry to issue it again':
    'Faili ya hati hii haipo; omba ofisi ya usajili itoe tena',
  'The file of this document is no longer available': 'Faili ya hati hii haipatikani tena',
  'The file or request is too large': 'Faili au ombi ni kubwa mno',
  'The filter is not valid': 'Kichujio si halali',
  'The form holds fields it should not; send only "kind" and "file"':
    'Fomu ina sehemu zisizotakiwa; tuma "kind" na "file" pekee',
  'The identity check is only for an individual account completing onboarding':
    'Uhakiki wa utambulisho ni kwa akaunti ya mtu binafsi inayokamilisha usajili pekee',
  'The marriage': 'Ndoa',
  'The marriage dissolved': 'Ndoa iliyovunjwa',
  'The officer has another visit at that time': 'Afisa ana ziara nyingine wakati huo',
  'The other party to this entry has already asked to rectify this field, and that application is not decided yet: the registry decides it first':
    'Mhusika mwingine wa ingizo hili tayari ameomba kurekebisha sehemu hii, na ombi hilo bado halijaamuliwa: ofisi ya usajili italiamua kwanza',
  'The parties': 'Wahusika',
  'The person': 'Mhusika',
  'The place': 'Mahali',
  'The price must be more than zero': 'Bei lazima iwe zaidi ya sifuri',
  'The q filter must be a text of at most 100 characters': 'Kichujio q lazima kiwe maandishi ya herufi zisizozidi 100',
  'The refresh token is missing': 'Tokeni ya kuonyesha upya haipo',
  'The register no longer holds the value shown for this field: choose the field again to see what it holds now':
    'Rejista haina tena thamani iliyoonyeshwa kwa sehemu hii: chagua sehemu tena uone ilicho nacho sasa',
  'The reminders go to every institution in the country: only national staff send them':
    'Vikumbusho huenda kwa kila taasisi nchini: watumishi wa kitaifa pekee ndio wanaovituma',
  'The request body is missing or malformed': 'Maudhui ya ombi hayapo au si sahihi',
  'The return': 'Taarifa',
  'The room must close after it opens': 'Chumba lazima kifungwe baada ya kufunguliwa',
  'The search': 'Upekuzi',
  'The signature is missing': 'Sahihi haipo',
  'The stamp image must be at most 1 MB': 'Picha ya muhuri isizidi MB 1',
  'The stamp must be a PNG or JPEG image': 'Muhuri lazima uwe picha ya PNG au JPEG',
  'The start of the range must not be after its end': 'Mwanzo wa kipindi usiwe baada ya mwisho wake',
  'The status is missing': 'Hali haipo',
  'The status must be SUCCEEDED or FAILED': 'Hali lazima iwe SUCCEEDED au FAILED',
  'The time of the celebration cannot be in the future': 'Saa ya kufungwa kwa ndoa haiwezi kuwa wakati ujao',
  'The upload is not a well-formed form; send the signatory and the image only':
    'Kilichopakiwa si fomu sahihi; tuma mtia saini na picha pekee',
  'The upload is not a well-formed multipart form': 'Kilichopakiwa si fomu sahihi ya multipart',
  'The upload was interrupted; try again': 'Upakiaji ulikatizwa; jaribu tena',
  'The venue': 'Mahali pa kufungia ndoa',
  'The verification has expired; verify your code again': 'Uthibitisho umepitwa na muda; thibitisha msimbo wako tena',
  'The version is required': 'Toleo linahitajika',
  'There is no certificate stamp yet': 'Bado hakuna muhuri wa vyeti',
  'There is no certificate stamp yet: the Registrar General must upload one (Settings, Certificate stamp) before certified copies can be issued':
    'Bado hakuna muhuri wa vyeti: Msajili Mkuu lazima apakie muhuri (Mipangilio, Muhuri wa vyeti) kabla nakala zilizothibitishwa hazijatolewa',
  'There is no such account': 'Akaunti hii haipo',
  'These details do not match the identity registry': 'Taarifa hizi hazilingani na sajili ya utambulisho',
  'This ID number is already linked to another account':
    'Nambari hii ya kitambulisho tayari imeunganishwa na akaunti nyingine',
  'This account already has a password. Sign in, or reset your password.':
    'Akaunti hii tayari ina nenosiri. Ingia, au weka upya nenosiri lako.',
  'This account is already disabled': 'Akaunti hii tayari imezimwa',
  'The e-mail address or phone number, or the password, is not right. Invited by the registry? Set your password from the link in your invitation first.':
    'Anwani ya barua pepe au nambari ya simu, au nenosiri, si sahihi. Umealikwa na ofisi ya usajili? Weka nenosiri lako kwanza kupitia kiungo kilicho kwenye mwaliko wako.',
  'This account is not disabled': 'Akaunti hii haijazimwa',
  'This account is not locked': 'Akaunti hii haijafungwa',
  'This account was changed by someone else. Reload it and try again.':
    'Akaunti hii imebadilishwa na mtu mwingine. Ipakie upya kisha ujaribu tena.',
  'This application has no unpaid invoice': 'Ombi hili halina ankara ambayo haijalipwa',
  'This application is not a notice of marriage': 'Ombi hili si tangazo la ndoa',
  'This application is not a register search': 'Ombi hili si upekuzi wa rejista',
  'This application is not a search report': 'Ombi hili si ripoti ya upekuzi',
  'This application is not waiting for payment': 'Ombi hili halisubiri malipo',
  'This application was changed by someone else. Reload it and try again.':
    'Ombi hili limebadilishwa na mtu mwingine. Lipakie upya kisha ujaribu tena.',
  'This cannot be changed once created': 'Hiki hakiwezi kubadilishwa baada ya kuundwa',
  'This card has expired': 'Kadi hii imepitwa na muda',
  'This code has expired. Request a new one.': 'Msimbo huu umepitwa na muda. Omba mpya.',
  'This copy': 'Nakala hii',
  'This document is already revoked': 'Hati hii tayari imebatilishwa',
  'This is not available to your account type': 'Hiki hakipatikani kwa aina ya akaunti yako',
  'This is the last active administrator: give another account the administrator role first':
    'Huyu ndiye msimamizi wa mwisho aliye kazini: mpe akaunti nyingine wadhifa wa msimamizi kwanza',
  'This licence has been used for a marriage and cannot be revoked':
    'Leseni hii imetumika kwa ndoa na haiwezi kubatilishwa',
  'This licence is already revoked': 'Leseni hii tayari imebatilishwa',
  'This marriage is celebrated at the venue of its special licence: an officer schedules a visit there instead of a room slot':
    'Ndoa hii inafungwa mahali palipotajwa katika leseni yake maalum: afisa hupanga ziara huko badala ya nafasi katika chumba',
  'This marriage is listed twice in the return': 'Ndoa hii imeorodheshwa mara mbili katika taarifa',
  'This notice already has a booking; cancel it before booking another':
    'Tangazo hili tayari lina nafasi iliyopangwa; ighairi kabla ya kupanga nyingine',
  'This notice already has a booking; cancel it before booking another slot':
    'Tangazo hili tayari lina nafasi iliyopangwa; ighairi kabla ya kupanga nafasi nyingine',
  'This notice is not open for objections': 'Tangazo hili haliko wazi kwa mapingamizi',
  'This notice is not published yet': 'Tangazo hili bado halijachapishwa',
  'This notice names no private venue: book a slot in a marriage room':
    'Tangazo hili halitaji mahali binafsi: panga nafasi katika chumba cha ndoa',
  'This officiant is no longer active: choose an active officiant':
    'Mfungishaji huyu hayuko kazini tena: chagua mfungishaji aliye kazini',
  'This price has already come into force and cannot be cancelled; schedule a new price instead':
    'Bei hii tayari imeanza kutumika na haiwezi kughairiwa; badala yake panga bei mpya',
  'This record already exists; reload and try again.': 'Rekodi hii tayari ipo; pakia upya kisha ujaribu tena.',
  'This report': 'Ripoti hii',
  'This search is not completed yet: a report can be asked for once the registry has confirmed its result':
    'Upekuzi huu bado haujakamilika: ripoti inaweza kuombwa baada ya ofisi ya usajili kuthibitisha matokeo yake',
  'This search is not completed yet: copies can be ordered once the registry has confirmed its result':
    'Upekuzi huu bado haujakamilika: nakala zinaweza kuagizwa baada ya ofisi ya usajili kuthibitisha matokeo yake',
  'This service already has a price starting on that date': 'Huduma hii tayari ina bei inayoanza tarehe hiyo',
  'This service has a fee split already': 'Huduma hii tayari ina mgawanyo wa ada',
  'This service has a fee split already; change it instead':
    'Huduma hii tayari ina mgawanyo wa ada; badala yake ubadilishe',
  'This service has no fee in force; the registry must set one first':
    'Huduma hii haina ada inayotumika; ofisi ya usajili lazima iiweke kwanza',
  'This service is not open for applications': 'Huduma hii haipokei maombi',
  'This tax head appears on invoices already raised and cannot be deleted; switch it off instead':
    'Kichwa hiki cha ada kipo kwenye ankara zilizokwisha kutolewa na hakiwezi kufutwa; badala yake kizime',
  'This tax head is listed twice': 'Kichwa hiki cha ada kimeorodheshwa mara mbili',
  'This time overlaps another wedding booked in this room':
    'Muda huu unagongana na harusi nyingine iliyopangwa katika chumba hiki',
  'Too many identity checks from this account.': 'Uhakiki wa utambulisho umefanywa mara nyingi mno kutoka akaunti hii.',
  'Too many wrong attempts. Request a new code.': 'Majaribio mengi mno yasiyo sahihi. Omba msimbo mpya.',
  'Unknown approval stage': 'Hatua ya idhini isiyojulikana',
  'Use a JSON object': 'Tumia kitu cha JSON',
  'Use a sandbox test card': 'Tumia kadi ya majaribio',
  'Use at most 100 characters': 'Tumia herufi zisizozidi 100',
  'Use at most 120 characters': 'Tumia herufi zisizozidi 120',
  'Use at most 128 characters': 'Tumia herufi zisizozidi 128',
  'Use at most 2000 characters': 'Tumia herufi zisizozidi 2000',
  'Use at most 500 characters': 'Tumia herufi zisizozidi 500',
  'Use at most two decimals': 'Tumia desimali zisizozidi mbili',
  'Use capital letters, digits and underscores, starting with a letter (e.g. EXTRA_COPY)':
    'Tumia herufi kubwa, tarakimu na mistari ya chini, ukianza na herufi (mfano EXTRA_COPY)',
  'Use lower-case letters, digits and underscores': 'Tumia herufi ndogo, tarakimu na mistari ya chini',
  'Use the 3-digit county code (e.g. 047)': 'Tumia msimbo wa kaunti wa tarakimu 3 (mfano 047)',
  'Use the two-letter ISO code (e.g. KE)': 'Tumia msimbo wa ISO wa herufi mbili (mfano KE)',
  'We sent a 6-digit code to your phone and your e-mail address':
    'Tumetuma msimbo wa tarakimu 6 kwa simu yako na anwani yako ya barua pepe',
  'Weekdays run from 1 (Monday) to 7 (Sunday)': 'Siku za wiki ni kuanzia 1 (Jumatatu) hadi 7 (Jumapili)',
  'What the register holds': 'Kilichomo kwenye rejista',
  'You approved this application at an earlier level; another person must decide this level':
    'Uliidhinisha ombi hili katika ngazi ya awali; mtu mwingine lazima aamue ngazi hii',
  'You are not allowed to do this': 'Huruhusiwi kufanya hili',
  'You are signed out': 'Umetoka',
  'You can ask to rectify only a register entry you are party to: choose one of your own entries':
    'Unaweza kuomba kurekebisha ingizo la rejista unalohusika nalo pekee: chagua mojawapo ya maingizo yako',
  'You can order certified copies only of a register entry you are party to, or of one found in your completed register search: choose one of those entries':
    'Unaweza kuagiza nakala zilizothibitishwa za ingizo la rejista unalohusika nalo pekee, au la ingizo lililopatikana katika upekuzi wako wa rejista uliokamilika: chagua mojawapo ya maingizo hayo',
  'You cannot change your own role': 'Huwezi kubadilisha wadhifa wako mwenyewe',
  'You cannot disable your own account': 'Huwezi kuzima akaunti yako mwenyewe',
  'You see the reports of your own district only': 'Unaona ripoti za wilaya yako pekee',
  'Your account cannot see officiants lists': 'Akaunti yako haiwezi kuona orodha za wafungishaji',
  'Your account is not linked to an institution': 'Akaunti yako haijaunganishwa na taasisi',
  'Your account no longer exists': 'Akaunti yako haipo tena',
  'Your e-mail address is confirmed': 'Anwani yako ya barua pepe imethibitishwa',
  'Your identity is already verified': 'Utambulisho wako tayari umethibitishwa',
  'Your identity is already verified: the identity check is only for onboarding':
    'Utambulisho wako tayari umethibitishwa: uhakiki wa utambulisho ni kwa usajili wa akaunti pekee',
  'Your institution holds no licence to celebrate marriages: only a licensed institution files marriage returns':
    'Taasisi yako haina leseni ya kufungisha ndoa: taasisi yenye leseni pekee ndiyo inayowasilisha taarifa za ndoa',
  'Your password is set. You can sign in now.': 'Nenosiri lako limewekwa. Sasa unaweza kuingia.',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'Weka msimbo wa tarakimu 6 kutoka programu yako ya uthibitishaji, au mojawapo ya misimbo yako ya akiba.',
  'This code is not right or was already used. Enter the code your authenticator app shows now.':
    'Msimbo huu si sahihi au tayari umetumika. Weka msimbo ambao programu yako ya uthibitishaji inaonyesha sasa.',
  'The second factor is off: a sign-in asks for your password only.':
    'Uthibitishaji wa hatua mbili umezimwa: kuingia kunahitaji nenosiri lako tu.',
  'This account has no second factor to reset': 'Akaunti hii haina uthibitishaji wa hatua mbili wa kuweka upya',
  'Enter the 6 digits, or a recovery code': 'Weka tarakimu 6, au msimbo wa akiba',
  'Turn on the second factor first': 'Washa uthibitishaji wa hatua mbili kwanza',
  'The second factor is already on': 'Uthibitishaji wa hatua mbili tayari umewashwa',
  'Start turning on the second factor first': 'Anza kwanza kuwasha uthibitishaji wa hatua mbili',
  'Registry staff keep the second factor on; an administrator can reset it':
    'Wafanyakazi wa masjala huweka uthibitishaji wa hatua mbili; msimamizi anaweza kuuweka upya',
  'Your phone number is confirmed': 'Nambari yako ya simu imethibitishwa',
  'Your role cannot change this setting': 'Wadhifa wako hauruhusu kubadilisha mpangilio huu',
  'Your role cannot see objections': 'Wadhifa wako hauruhusu kuona mapingamizi',
  'Your role cannot see the certificate stamp': 'Wadhifa wako hauruhusu kuona muhuri wa vyeti',
  'Your role cannot see the licence registries': 'Wadhifa wako hauruhusu kuona sajili za leseni',
  'Your role cannot see the marriage register': 'Wadhifa wako hauruhusu kuona rejista ya ndoa',
  'Your role cannot see the notice book': 'Wadhifa wako hauruhusu kuona kitabu cha matangazo',
  'Your role cannot see the wedding calendar': 'Wadhifa wako hauruhusu kuona kalenda ya harusi',
  'Your role has no dashboard': 'Wadhifa wako hauna dashibodi',
  'Your session has expired. Sign in again.': 'Muda wa kipindi chako umekwisha. Ingia tena.',
  'Your staff role does not allow this': 'Wadhifa wako wa kazi hauruhusu hili',
  'Set up the second factor (an authenticator app) before you use the back office: registry staff sign in with a code.':
    'Weka uthibitishaji wa hatua mbili (programu ya uthibitishaji) kabla ya kutumia kazi za ofisi ya usajili: wafanyakazi wa masjala huingia kwa msimbo.',
  'At most 8 device trusts': 'Vifaa vinavyoaminiwa visizidi 8',
  'A device trust is at most 300 characters': 'Uaminifu wa kifaa usizidi herufi 300',
  'The device trusts are a list': 'Vifaa vinavyoaminiwa viwe orodha',
  'Say whether to trust this device': 'Sema kama kifaa hiki kiaminiwe',
  'filter must be a JSON object': 'filter lazima iwe kitu cha JSON',
  'range must look like [0,24]': 'range lazima iwe kama [0,24]',
  'sort must look like ["field","ASC"]': 'sort lazima iwe kama ["field","ASC"]',
  'Choose the country of this phone number': 'Chagua nchi ya nambari hii ya simu',
  'This is not a phone number': 'Hii si nambari ya simu',
  'This phone number is too short': 'Nambari hii ya simu ni fupi mno',
  'This phone number is too long': 'Nambari hii ya simu ni ndefu mno',
  'Enter a valid phone number for the selected country': 'Weka nambari halali ya simu ya nchi uliyochagua',
  'Phone numbers from this country are not accepted': 'Nambari za simu za nchi hii hazikubaliwi',
  'We have no document with this code': 'Hatuna hati yenye msimbo huu',
  'This field is required': 'Sehemu hii inahitajika',
  'Enter a valid e-mail address': 'Weka anwani halali ya barua pepe',
  'Enter a valid phone number in international format, e.g. +254712345678':
    'Weka nambari halali ya simu kwa mfumo wa kimataifa, mfano +254712345678',
  'Use at least 8 characters with at least one letter and one digit':
    'Tumia angalau herufi 8 zenye angalau herufi moja ya alfabeti na tarakimu moja',
  'Enter the 6-digit code': 'Weka msimbo wa tarakimu 6',
  'Enter a date as dd/mm/yyyy': 'Weka tarehe kwa mfumo dd/mm/yyyy',
  'Enter your e-mail address or phone number': 'Weka anwani yako ya barua pepe au nambari ya simu',
  'Not stated in the return': 'Haijatajwa katika taarifa',
  'Enter a phone number': 'Weka nambari ya simu',
  'The percentages of a service must add up to 100%': 'Asilimia za huduma lazima zijumlishe 100%',
  'Enter a reference, tracking number, name or ID number':
    'Weka kumbukumbu, nambari ya ufuatiliaji, jina au nambari ya kitambulisho',
  'No person with this ID number is in the identity registry':
    'Hakuna mtu mwenye nambari hii ya kitambulisho katika sajili ya utambulisho',
  "Only an institution's own accounts can read its registry":
    'Akaunti za taasisi yenyewe pekee ndizo zinazoweza kusoma sajili yake',
  'No application has this tracking number': 'Hakuna ombi lenye nambari hii ya ufuatiliaji',
  'Send the document as multipart/form-data with the fields "kind" and "file"':
    'Tuma hati kama multipart/form-data yenye sehemu "kind" na "file"',
  'The payment confirmation is not genuine': 'Uthibitisho wa malipo si halisi',
  'The amount paid does not match the invoice': 'Kiasi kilicholipwa hakilingani na ankara',
  'Replaced by a new checkout': 'Imebadilishwa na malipo mapya',
  'This invoice was no longer open for payment; nothing was taken':
    'Ankara hii haikuwa wazi tena kwa malipo; hakuna kilichotozwa',
  'Your card was declined': 'Kadi yako imekataliwa',
  'You cancelled the payment': 'Umeghairi malipo',
  'This slot is already taken': 'Nafasi hii tayari imechukuliwa',
  'The payment did not go through': 'Malipo hayakufanikiwa',
  'The payment is not confirmed yet': 'Malipo bado hayajathibitishwa',
  'Remove the NUL character (\\u0000): text cannot hold it': 'Ondoa herufi NUL (\\u0000): maandishi hayawezi kuwa nayo',
  'A field name holds a NUL character (\\u0000)': 'Jina la sehemu lina herufi NUL (\\u0000)',
  'Enter a date between 1900-01-01 and 2999-12-31': 'Weka tarehe kati ya 1900-01-01 na 2999-12-31',
  'Choose English or Kiswahili': 'Chagua Kiingereza au Kiswahili',
  'Staff cannot take this step': 'Watumishi hawawezi kuchukua hatua hii',
  'Only registry staff can take this step': 'Watumishi wa ofisi ya usajili pekee ndio wanaoweza kuchukua hatua hii',
  'Write the comment': 'Andika maoni',
  'Choose a range of at most 1096 days (three years)': 'Chagua kipindi kisichozidi siku 1096 (miaka mitatu)',
  'Enter the age in whole years, from 18 to 120': 'Weka umri kwa miaka kamili, kuanzia 18 hadi 120',
  'The marriage was celebrated more than 30 days ago: explain why it is registered late, in at least 20 characters':
    'Ndoa ilifungwa zaidi ya siku 30 zilizopita: eleza kwa nini inasajiliwa kwa kuchelewa, kwa angalau herufi 20',
  'The two parties cannot have the same ID number': 'Wahusika wawili hawawezi kuwa na nambari moja ya kitambulisho',
  "This couple's marriage is already awaiting registration by another institution: the registry will contact you":
    'Ndoa ya wanandoa hawa tayari inasubiri kusajiliwa na taasisi nyingine: ofisi ya usajili itawasiliana nawe',
  // The registry's check of institutions (issue 19).
  'Your institution is not verified yet: send its evidence from the Verification page; the registry checks it before your account can use the services':
    'Taasisi yako bado haijathibitishwa: tuma ushahidi wake kutoka ukurasa wa Uthibitisho; ofisi ya usajili huukagua kabla akaunti yako haijaweza kutumia huduma',
  'This institution changed since you opened it; reload it and decide again':
    'Taasisi hii imebadilika tangu ulipoifungua; ipakie upya na uamue tena',
  'This institution is not waiting for a decision': 'Taasisi hii haisubiri uamuzi',
  'The registry is checking your evidence (or has verified it): it cannot change now':
    'Ofisi ya usajili inakagua ushahidi wako (au imeuthibitisha): hauwezi kubadilishwa sasa',
  'Send every document the registry asks for first': 'Tuma kwanza kila hati ambayo ofisi ya usajili inaomba',
  'Say why the institution is refused, so it can send the right evidence':
    'Eleza kwa nini taasisi imekataliwa, ili iweze kutuma ushahidi sahihi',
  'Only an institution account has a verification': 'Akaunti ya taasisi pekee ndiyo yenye uthibitisho',
  'Choose one of the documents the registry asks of your institution':
    'Chagua mojawapo ya hati ambazo ofisi ya usajili inaomba kwa taasisi yako',
  'Add this document before sending': 'Ongeza hati hii kabla ya kutuma',
  'A court does not celebrate marriages: it is never licensed to':
    'Mahakama haifungishi ndoa: haipewi leseni ya kufanya hivyo kamwe',
  'An institution of this kind with this registration number is already registered':
    'Taasisi ya aina hii yenye nambari hii ya usajili tayari imesajiliwa',
  'The stamp image must be at most 2,400 pixels wide and high':
    'Picha ya muhuri isizidi pikseli 2,400 kwa upana na urefu',
  'The stamp image is damaged or incomplete: upload it again':
    'Picha ya muhuri imeharibika au haijakamilika: ipakie tena',
  'The picture is larger than 10,000 pixels a side or 50 megapixels: send a smaller photo or scan':
    'Picha ni kubwa kuliko pikseli 10,000 kwa upande au megapikseli 50: tuma picha au nakala ndogo zaidi',
  'With this file the documents of this application would come to more than 50 MB, the most one application keeps: send smaller scans':
    'Pamoja na faili hili, nyaraka za ombi hili zingezidi MB 50, kiwango cha juu cha ombi moja: tuma nakala ndogo zaidi',
  'With this file your account would keep more than 200 MB of documents, the most one account keeps: remove documents from your drafts, or ask the registry':
    'Pamoja na faili hili, akaunti yako ingehifadhi zaidi ya MB 200 za nyaraka, kiwango cha juu cha akaunti moja: ondoa nyaraka kutoka kwa rasimu zako, au uliza ofisi ya usajili',
  'Nested more than 32 levels deep': 'Imepachikwa ndani zaidi ya viwango 32',
  'A date of birth cannot be in the future': 'Tarehe ya kuzaliwa haiwezi kuwa siku zijazo',
  'Enter an e-mail address or a phone number, e.g. 0712 345 678 or +254712345678':
    'Andika anwani ya barua pepe au nambari ya simu, mfano 0712 345 678 au +254712345678',
};
